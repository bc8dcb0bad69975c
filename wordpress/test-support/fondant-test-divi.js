// Test support for `npm run test:real` (never shipped; nothing of Divi in it): the stand-in for the page builder's
// bundle that wordpress/test-support/fondant-test-divi.php enqueues as `divi-custom-script`. It only counts its runs.
window.fondantTestDiviBundle = (window.fondantTestDiviBundle || 0) + 1;
