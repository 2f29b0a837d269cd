/** The six steps (spec "Open house page"). */
export function openHouseSteps(brand: string) {
  return [
    { title: 'Find an open house', text: 'Browse upcoming open houses in gated societies near you.' },
    { title: 'RSVP', text: 'Reserve your slot in one tap. No calls, no brokers.' },
    { title: 'Get confirmation on WhatsApp', text: 'Your slot, address and entry details arrive on WhatsApp.' },
    { title: 'Walk in', text: 'Visit at the scheduled time and see the home with the owner.' },
    { title: 'Send an offer', text: 'Liked it? Send your rent and deposit offer from your phone.' },
    { title: `${brand} handles the paperwork`, text: 'Agreement, verification and move-in formalities, taken care of.' },
  ] as const;
}

/** The six-step how-it-works of open houses, as an ordered list. */
export function OpenHouseSteps({ brand }: { brand: string }) {
  return (
    <ol className="relative space-y-4">
      {openHouseSteps(brand).map((step, index) => (
        <li key={step.title} className="relative flex gap-4">
          {index < 5 ? <span aria-hidden="true" className="absolute left-5 top-11 h-[calc(100%-1.75rem)] w-px bg-teal-200" /> : null}
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="text-[15px] font-semibold leading-tight text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
