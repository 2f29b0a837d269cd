// next/image's prop computation (srcset, sizes, the optimiser's URLs, `fill`'s style) without next/image's
// client component. The public `getImageProps` lives in `next/image`, whose module also exports the <Image>
// client component: a server component that imports it registers that component with the page, and its
// 5-6 KiB of script then load with the page although nothing renders it. `getImgProps` is the shared function
// `getImageProps` wraps (same loader, same config, which Next's build defines as process.env.__NEXT_IMAGE_OPTS).
// A private Next module, so it is one of the modules allowed to import one (the browser's; eslint.config.mjs):
// tests/unit/next-internals.test.ts checks that it is still there and still gives next/image's output.
import type { ImageProps } from 'next/image';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import defaultLoader from 'next/dist/shared/lib/image-loader';

type ImageConfig = Parameters<typeof getImgProps>[1]['imgConf'];

/** The <img> props next/image would render for `props` (what `getImageProps(props).props` gives). */
export function imageProps(props: ImageProps) {
  return getImgProps(props, { defaultLoader, imgConf: process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfig }).props;
}
