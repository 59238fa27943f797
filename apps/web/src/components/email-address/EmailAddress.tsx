import { Fragment } from 'react';

/**
 * An e-mail address that, when it has to wrap, breaks before its '@' and its
 * dots rather than mid-word. Mid-word breaks are left to the caller's
 * `overflow-wrap: anywhere`, for a part longer than a line on its own.
 */
export function EmailAddress({ address }: { address: string }) {
  return address.split(/(?=[@.])/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address; their position is their identity.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
