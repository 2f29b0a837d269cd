'use client';

import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';

// The embedded map costs a third-party page load (tiles, scripts), so the iframe is only created once the
// frame comes near the viewport: nothing is fetched for people who never scroll this far.

const SPAN = 0.008; // about 900 m across: the society and its streets

export function osmEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [longitude - SPAN, latitude - SPAN / 2, longitude + SPAN, latitude + SPAN / 2].map((value) => value.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

export function SocietyMap({ latitude, longitude, name }: { latitude: number; longitude: number; name: string }) {
  const t = useCopy('society');
  const frameRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || visible) return;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div className="space-y-2">
      <div ref={frameRef} className="relative aspect-[16/10] w-full overflow-hidden rounded-xl border border-border bg-muted">
        {visible ? (
          <iframe
            title={t('location.mapTitle', { name })}
            src={osmEmbedUrl(latitude, longitude)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground" aria-hidden="true">
            <MapPin className="size-8" />
            <span className="text-xs">{t('location.loading')}</span>
          </div>
        )}
      </div>
      <a
        href={directionsUrl(latitude, longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('location.openInMaps')}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('facts.opensNewTab')}</span>
      </a>
    </div>
  );
}
