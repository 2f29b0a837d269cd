'use client';

import { useEffect } from 'react';
import { VIEWPORT_WIDTH_COOKIE } from '@/lib/device';

const RESIZE_DEBOUNCE_MS = 250;

/** Also called right before leaving /desktop-message, so the middleware sees the current width. */
export function writeWidthCookie() {
  document.cookie = `${VIEWPORT_WIDTH_COOKIE}=${window.innerWidth}; path=/; max-age=31536000; samesite=lax`;
}

/** Reports the window width to the server, whose middleware applies the desktop rule (spec 2.16). */
export function ViewportWidthCookie() {
  useEffect(() => {
    writeWidthCookie();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(writeWidthCookie, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
