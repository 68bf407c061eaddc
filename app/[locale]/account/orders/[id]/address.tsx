import type { Order } from '@/lib/data/orders';

/** The parts billing and shipping addresses share. */
type OrderAddress = Omit<Order['billingAddress'], 'email'>;

/** A postal address, one line per part, skipping the empty ones. */
export function Address({ address }: { address: OrderAddress }) {
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.address1,
    address.address2,
    [address.city, address.stateOrProvince, address.postalCode].filter(Boolean).join(', '),
    address.country,
  ].filter(Boolean);
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
