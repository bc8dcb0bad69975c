/*
 * Stand-in for WooPayments' classic checkout script (handle `wcpay-upe-checkout`; test support for
 * `npm run test:real`, never shipped). WooPayments' checkout script would run here: it mounts Stripe's Payment
 * Element in `.wcpay-upe-element` and pays through it. Fondant replaces this handle (its `payment-element` widget);
 * without Fondant the look-alike simply shows no payment fields.
 */
