import { Component, type ReactNode } from "react";

interface PanelBoundaryProps {
  /** What the panel is, for the sentence shown when it fails ("your profile"). */
  name: string;
  children: ReactNode;
}

interface PanelBoundaryState {
  failed: boolean;
}

/**
 * One panel of a page (a dashboard tab, an admin table or chart) that fails in place: the rest
 * of the page keeps working, and the panel offers to try again. Route errors are answered by
 * the areas' route error boundaries; this catches what goes wrong while a panel renders in the
 * browser.
 */
export class PanelBoundary extends Component<PanelBoundaryProps, PanelBoundaryState> {
  override state: PanelBoundaryState = { failed: false };

  static getDerivedStateFromError(): PanelBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The browser's console only: the message may hold what the person typed.
    console.error(`${this.props.name} could not be shown`, error instanceof Error ? error.name : "error");
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">We could not show {this.props.name}.</p>
        <p className="mt-1 text-sm">
          The rest of the page still works. You can try again, or reload the page.
        </p>
        <button
          type="button"
          onClick={() => this.setState({ failed: false })}
          className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-100"
        >
          Try again
        </button>
      </div>
    );
  }
}
