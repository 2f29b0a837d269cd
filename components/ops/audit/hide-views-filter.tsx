// The audit log's 'Hide views' box, inside the filters' GET form (views=hide): the rows that only say who looked
// are left out, so the changes stand out. A server component; works before any script.
export function HideViewsFilter({ checked }: { checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 self-end text-sm">
      <input type="checkbox" name="views" value="hide" defaultChecked={checked} className="size-5 accent-primary" />
      Hide views (who looked)
    </label>
  );
}
