import { LineIcon } from './LineIcon';

/** The menus' and disclosures' chevron: in every page's header, so a module of its own, out of the others' way. */
export function ChevronDownIcon() {
  return (
    <LineIcon size={16} weight={2.5}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}
