declare module 'async-exit-hook' {
  type Hook = (done?: () => void) => void;
  interface AsyncExitHook {
    (hook: Hook): void;
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  }
  const exitHook: AsyncExitHook;
  export default exitHook;
}
