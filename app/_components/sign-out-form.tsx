import { signOut } from '../_actions/sign-out';

/**
 * A form posting to the sign-out action. It shows only where the shopper is signed in:
 * in the header and account parts that stream in inside Suspense boundaries, which need
 * JavaScript to appear.
 */
export function SignOutForm({ className }: { className?: string }) {
  return (
    <form action={signOut} className={className}>
      <button type="submit" className="link-button">
        Sign out
      </button>
    </form>
  );
}
