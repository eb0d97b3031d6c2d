// The panels' code arrives on demand: offline, before the service worker has kept it, that download fails. A prompt
// is never worth the page, so a panel that cannot load is simply not shown (it is offered again at the next start).
import { Component, type ReactNode } from 'react';

export class PromptBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
