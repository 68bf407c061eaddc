import { Home } from './home';

/** The home page in the channel's default currency: static, the same for everyone. */
export const ensureStatic = 'navigation';

export default function HomePage() {
  return <Home currency="" />;
}
