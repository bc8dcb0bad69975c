// Vitest: unit tests live beside the code as *.test.ts and run in happy-dom.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['core/**/*.test.ts', 'widgets/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // happy-dom differs from browsers where DOMPurify depends on them, and lacks the HTML Sanitizer API; see the files' headers.
    setupFiles: ['core/dom/happy-dom-for-dompurify.ts', 'core/testing/sanitizer-api-double.ts'],
  },
});
