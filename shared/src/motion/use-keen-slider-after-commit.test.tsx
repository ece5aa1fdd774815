import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeenSliderAfterCommit } from './use-keen-slider-after-commit';

function Slider({
  onCreated,
  onDestroyed,
  onCommit,
}: {
  onCreated: (container: HTMLElement) => void;
  onDestroyed: () => void;
  onCommit: () => void;
}) {
  const container = useKeenSliderAfterCommit<HTMLDivElement>(
    { slides: 2, created: (slider) => onCreated(slider.container), destroyed: onDestroyed },
    [],
  );
  useLayoutEffect(() => {
    onCommit();
  });
  return (
    <div ref={container} className="keen-slider" data-testid="slider">
      <div className="keen-slider__slide">one</div>
      <div className="keen-slider__slide">two</div>
    </div>
  );
}

describe('useKeenSliderAfterCommit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates the slider on the rendered container in the task after the commit, not inside it', () => {
    const created: HTMLElement[] = [];
    let createdAtCommit: number | undefined;
    const view = render(
      <Slider
        onCreated={(container) => created.push(container)}
        onDestroyed={() => {}}
        onCommit={() => {
          createdAtCommit = created.length;
        }}
      />,
    );
    expect(createdAtCommit).toBe(0);
    // Effects have run (render's act flushes them); the slider still waits for its own task.
    expect(created).toHaveLength(0);

    act(() => vi.runOnlyPendingTimers());
    expect(created).toEqual([view.getByTestId('slider')]);
  });

  it('destroys the slider on unmount, and creates none when unmounted before its task', () => {
    const onCreated = vi.fn();
    const onDestroyed = vi.fn();
    const shown = render(<Slider onCreated={onCreated} onDestroyed={onDestroyed} onCommit={() => {}} />);
    act(() => vi.runOnlyPendingTimers());
    shown.unmount();
    expect(onDestroyed).toHaveBeenCalledTimes(1);

    const gone = render(<Slider onCreated={onCreated} onDestroyed={onDestroyed} onCommit={() => {}} />);
    gone.unmount();
    act(() => vi.runOnlyPendingTimers());
    expect(onCreated).toHaveBeenCalledTimes(1);
  });
});
