import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';

// antd-mobile 5 renders its imperative Toast and Dialog with React 18's render API, which React 19
// removed; this gives it createRoot (antd-mobile "v5 for React 19" guide). Imported by the modules
// that show them (components/ui/toast.ts, modal.ts), so it runs before the first one and stays out
// of the first route's bundle.
type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

// eslint-disable-next-line @typescript-eslint/no-deprecated -- antd-mobile 5's only hook for React 19 (its own guide)
unstableSetRender((node, container: Container) => {
  container._reactRoot ||= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container._reactRoot;
  };
});
