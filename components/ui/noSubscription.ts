/**
 * The `subscribe` of useSyncExternalStore for a value that never changes while the page is
 * open (the visitor's clock at load, feature support, the URL of a static 404).
 */
export const noSubscription = () => () => {};
