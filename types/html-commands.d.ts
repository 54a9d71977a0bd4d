import 'react';

/**
 * Invoker commands (HTML): a button with `commandfor` and `command` acts on the element that
 * id names (`show-modal` and `close` on a <dialog>) without script. React passes the
 * attributes through; its types do not list them yet.
 */
declare module 'react' {
  // The type parameter must match React's own declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}
