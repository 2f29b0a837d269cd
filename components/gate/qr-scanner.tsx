'use client';

import { CameraOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';

// The camera view of the desk: the back camera's frames are read with jsQR (a QR decoder on plain
// pixels, loaded only when the camera opens) about six times a second until one holds a QR code. A device
// without a camera, or a refused permission, says so: the code box above always works.

const SCAN_INTERVAL_MS = 160;

export function QrScanner({ onCode, onClose }: { onCode(text: string): void; onClose(): void }) {
  const t = useCopy('gate');
  // The effect runs once; its texts are read through a ref so a new `t` each render does not restart the camera.
  const texts = useRef(t);
  texts.current = t;
  const video = useRef<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia || !context) {
        setProblem(texts.current('scanner.noCamera'));
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        setProblem(texts.current('scanner.cameraBlocked'));
        return;
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const { default: jsQR } = await import('jsqr');
      const scan = () => {
        if (stopped) return;
        if (element.videoWidth && element.videoHeight) {
          canvas.width = element.videoWidth;
          canvas.height = element.videoHeight;
          context!.drawImage(element, 0, 0, canvas.width, canvas.height);
          const pixels = context!.getImageData(0, 0, canvas.width, canvas.height);
          const result = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' });
          if (result?.data) {
            found.current(result.data);
            return;
          }
        }
        timer = setTimeout(scan, SCAN_INTERVAL_MS);
      };
      scan();
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="space-y-2" data-testid="qr-scanner">
      {problem ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-foreground">
          <CameraOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : (
        <div className="relative overflow-hidden rounded-xl bg-black">
          <video ref={video} muted playsInline className="aspect-square w-full object-cover" aria-label={t('scanner.videoLabel')} />
          <div aria-hidden="true" className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-white/80" />
        </div>
      )}
      <Button type="button" variant="outline" className="h-11 w-full" onClick={onClose}>
        <X aria-hidden="true" />
        {t('scanner.close')}
      </Button>
    </div>
  );
}
