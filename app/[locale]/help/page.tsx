import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { type ReactNode } from 'react';
import { pagePath, routePath } from '@/lib/shared/routes';
import styles from './help.module.css';

export const metadata: Metadata = {
  title: 'Help',
  description:
    'Answers about ordering, paying, delivery, returns, your account, wishlists, gift certificates, prices and currencies, reviews and privacy.',
};

/**
 * Help for shoppers. Static on purpose: it depends on no store data, so it is also the
 * baseline the benchmark compares the catalog pages with (a page of about their size,
 * served by the same server).
 */
export const ensureStatic = 'navigation';

interface Question {
  q: string;
  a: ReactNode;
}

interface Topic {
  id: string;
  title: string;
  questions: Question[];
}

const account = <Link href={pagePath('account')}>your account</Link>;

const TOPICS: Topic[] = [
  {
    id: 'ordering',
    title: 'Ordering',
    questions: [
      {
        q: 'How do I place an order?',
        a: (
          <>
            Add what you like to your <Link href={routePath('cart')}>cart</Link>, then choose{' '}
            <strong>Checkout</strong>. You pay on our secure checkout page and come back here to see
            your order.
          </>
        ),
      },
      {
        q: 'Do I need an account?',
        a: (
          <>
            No, you can check out as a guest. With an{' '}
            <Link href={routePath('create_account')}>account</Link> you can follow your orders,
            start returns online, keep an address book and save products to wishlists.
          </>
        ),
      },
      {
        q: 'How do I find a product?',
        a: (
          <>
            Use the search box at the top of every page, or browse a category from the menu. On a
            category, brand or search page, the filters narrow the list by brand, price, rating,
            stock and more, and the sort puts the cheapest, newest or best rated first.
          </>
        ),
      },
      {
        q: 'Can I change what is in my cart?',
        a: (
          <>
            Yes: on the <Link href={routePath('cart')}>cart page</Link> change a quantity or remove
            an item. The totals update at once, and your cart is kept when you sign in.
          </>
        ),
      },
      {
        q: 'A product is out of stock. Will it come back?',
        a: 'Most products do. Save it to a wishlist and look again later: its page always shows the current stock.',
      },
      {
        q: 'I left items in my cart. Are they still there?',
        a: 'Your cart is kept for this browser. If you gave us your e-mail address at checkout, we may also send you a link that brings the cart back.',
      },
      {
        q: 'Can I change or cancel an order?',
        a: 'Reply to your order confirmation e-mail as soon as possible. Once an order has shipped it can no longer be changed, but you can return it.',
      },
    ],
  },
  {
    id: 'paying',
    title: 'Paying',
    questions: [
      {
        q: 'How can I pay?',
        a: 'The checkout page lists the payment methods we accept. You pay there, on a secure page; this site never sees your card details.',
      },
      {
        q: 'When is my card charged?',
        a: 'When you place the order. If part of an order cannot be shipped, the amount for it is refunded to the same card.',
      },
      {
        q: 'Are taxes included in the prices?',
        a: 'Prices are shown as the shop sets them; any tax due for your address is added at checkout, before you pay.',
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    questions: [
      {
        q: 'How much is shipping?',
        a: (
          <>
            Enter your country, state and postal code under <strong>Estimate shipping</strong> on
            the <Link href={routePath('cart')}>cart page</Link> to see the options and their prices.
            The checkout page shows them again, before you pay.
          </>
        ),
      },
      {
        q: 'Some products say free shipping. What does that mean?',
        a: 'Those products ship at no charge. Other items in the same order may still have a shipping price.',
      },
      {
        q: 'Where is my order?',
        a: (
          <>
            Its status is on your order page in {account}, and we e-mail you when it ships. The
            e-mail has a link to the same page.
          </>
        ),
      },
      {
        q: 'Do you ship to my country?',
        a: 'The shipping estimate on the cart page lists the countries we ship to. If yours is not there, we cannot deliver to it yet.',
      },
      {
        q: 'My parcel is late or damaged.',
        a: 'Reply to your shipping e-mail with your order number and, for a damaged parcel, a photo. We will sort it out.',
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    questions: [
      {
        q: 'How do I return something?',
        a: (
          <>
            Open the order in {account} and choose <strong>Start a return</strong>. Pick the items
            and tell us why; the request shows on the order page and we&apos;ll e-mail you the next
            steps.
          </>
        ),
      },
      {
        q: 'I checked out as a guest. Can I still return?',
        a: 'Yes: reply to your order confirmation e-mail and tell us what you would like to return and why.',
      },
      {
        q: 'When do I get my refund?',
        a: 'Once the return reaches us and is checked, the refund goes to the way you paid. Your bank may take a few days to show it.',
      },
      {
        q: 'Can I exchange an item?',
        a: 'Start a return for the item you have and order the one you want: that is the quickest way to get it.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account and e-mails',
    questions: [
      {
        q: 'How do I create an account?',
        a: (
          <>
            <Link href={routePath('create_account')}>Register here</Link> with your name, e-mail
            address and a password. You are signed in at once.
          </>
        ),
      },
      {
        q: 'I forgot my password.',
        a: (
          <>
            <Link href={routePath('forgot_password')}>Reset it here</Link>; we&apos;ll e-mail you a
            link. Setting a new password signs you out everywhere else, in case someone else knew
            the old one.
          </>
        ),
      },
      {
        q: 'How do I change my name, e-mail address or password?',
        a: (
          <>
            In your <Link href={pagePath('accountSettings')}>account settings</Link>. Changing your
            password there signs out your other devices and keeps this one signed in.
          </>
        ),
      },
      {
        q: 'Can I save my addresses?',
        a: (
          <>
            Yes, in your <Link href={pagePath('addresses')}>address book</Link>: add, edit or remove
            addresses and choose the one used by default.
          </>
        ),
      },
      {
        q: 'How long do I stay signed in?',
        a: 'Up to a week without a visit, and 30 days at most. Sign out from the menu at the top of any page when you use a shared computer.',
      },
      {
        q: 'How do I stop the newsletter?',
        a: (
          <>
            Use the link at the bottom of any newsletter,{' '}
            <Link href={routePath('unsubscribe')}>unsubscribe here</Link>, or untick it in your{' '}
            <Link href={pagePath('accountSettings')}>account settings</Link>.
          </>
        ),
      },
    ],
  },
  {
    id: 'wishlists',
    title: 'Wishlists',
    questions: [
      {
        q: 'How do I save a product for later?',
        a: (
          <>
            Choose the heart on a product in any list of products. Saved products are in your{' '}
            <Link href={pagePath('wishlists')}>wishlists</Link>, in your account.
          </>
        ),
      },
      {
        q: 'Can I keep more than one list?',
        a: 'Yes: create as many lists as you like, rename them, and move a product to your cart when you are ready for it.',
      },
      {
        q: 'How do I share a wishlist?',
        a: 'Share the list from your wishlists and send its link. Anyone with the link can see the list; only you can change it, and you can stop sharing it at any time.',
      },
    ],
  },
  {
    id: 'gift-certificates',
    title: 'Gift certificates',
    questions: [
      {
        q: 'How do I buy a gift certificate?',
        a: (
          <>
            Choose an amount and who it is for on the{' '}
            <Link href={pagePath('giftCertificates')}>gift certificates page</Link>, and add it to
            your cart. We e-mail it to the person you name once the order is paid.
          </>
        ),
      },
      {
        q: 'How much is left on my certificate?',
        a: (
          <>
            Enter its code on the{' '}
            <Link href={pagePath('giftCertificateBalance')}>balance page</Link>.
          </>
        ),
      },
      {
        q: 'How do I use one?',
        a: 'Enter its code at checkout. What it does not cover is paid the usual way, and what is left stays on the certificate.',
      },
    ],
  },
  {
    id: 'prices',
    title: 'Prices and currencies',
    questions: [
      {
        q: 'Can I see prices in my currency?',
        a: 'Choose a currency in the header. Prices across the shop, your cart and checkout are then shown in it, and you pay in it.',
      },
    ],
  },
  {
    id: 'reviews',
    title: 'Reviews',
    questions: [
      {
        q: 'How do I review a product?',
        a: 'On the product page, under Reviews, give your rating and a few words. Signed-in customers see their review published at once; others after we have read it.',
      },
      {
        q: 'Are the reviews real?',
        a: 'They are written by shoppers; we publish them whether they are glowing or not, and remove only those that break the law or share personal details.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and cookies',
    questions: [
      {
        q: 'What cookies does this shop use?',
        a: 'A session cookie that remembers your cart and whether you are signed in (it is encrypted; nothing in it can be read), a cookie with the currency you chose, and one that remembers that you are a member so prices show correctly. Tools the shop adds for analytics may set their own.',
      },
      {
        q: 'Who sees my payment details?',
        a: 'Only the secure checkout and the payment provider. This site never receives your card number.',
      },
      {
        q: 'How do I see or delete my data?',
        a: 'Reply to any of our e-mails and ask: we will send you what we hold or delete your account.',
      },
    ],
  },
];

export default function HelpPage() {
  return (
    <div className="container page page-narrow">
      <h1>Help</h1>
      <p className="lead">
        Answers to the questions we hear most. Can&apos;t find yours? Reply to any of our e-mails
        and we&apos;ll help.
      </p>
      <nav aria-label="Help topics" className={styles.topics}>
        <ul>
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`}>{topic.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      {TOPICS.map((topic) => (
        <section key={topic.id} className={styles.section} aria-labelledby={topic.id}>
          <h2 id={topic.id}>{topic.title}</h2>
          <dl className={styles.faq}>
            {topic.questions.map(({ q, a }) => (
              <div key={q}>
                <dt>{q}</dt>
                <dd>{a}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
