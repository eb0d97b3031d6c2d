// Loads a provider's SDK once, on first use, so the sign-in libraries of Google and Apple never weigh on pages
// that do not open the identify panel.
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // A later attempt (another opening of the panel) may succeed when the network is back.
        loading.delete(src);
        script.remove();
        reject(new Error(`No se pudo cargar ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
