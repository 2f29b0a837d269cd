import { MessageCircle } from 'lucide-react';

/**
 * The floating chat button of /contact (spec 2.14): above the mobile bottom nav (~64 px), bottom right, 16 px from
 * the edge and 56 px wide; the contact cards keep their text out of that column below 400 px (contact-page.tsx).
 */
export function FloatingChatButton({ chatNumber, label }: { chatNumber: string; label: string }) {
  return (
    <a
      href={`https://wa.me/${chatNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="fixed bottom-24 right-4 z-40 flex size-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg shadow-slate-900/20 transition hover:scale-105 hover:bg-[#1ebe5b] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#25D366] md:bottom-6 md:right-6"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
