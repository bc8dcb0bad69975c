// The React vendor chunk's source (built on its own by esbuild.config.ts): what React widgets may import
// from react, react/jsx-runtime, react-dom and react-dom/client, served by one cacheable file. The list is
// the API preact/compat also implements: the lite build (npm run build:lite) makes this chunk of preact/compat and
// fails on a name it lacks; either build fails when a widget imports anything else.
export {
  Children,
  Component,
  Fragment,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} from 'react';
export { jsx, jsxs } from 'react/jsx-runtime';
export { createPortal, flushSync } from 'react-dom';
export { createRoot, hydrateRoot } from 'react-dom/client';
