'use client';

import { useRouter } from 'next/navigation';

/**
 * 'Go Back' (home when there is no page to go back to). The server page hands in the button's classes and its icon
 * already rendered, with its label in the page's language and the page's home: the not-found page is loaded with
 * every builder page, so this island stays a plain button and reads no messages itself.
 */
export function GoBackButton({ className, icon, label, home = '/' }: { className: string; icon: React.ReactNode; label: string; home?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      data-slot="button"
      className={className}
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push(home);
      }}
    >
      {icon}
      {label}
    </button>
  );
}
