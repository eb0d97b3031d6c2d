// Mantine's provider with the app's theme, or a microsite's when the configuration names one. It reads the
// configuration from the cache without asking for it (the app starts that load), so a page rendered alone in a test
// makes no request.
import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { configurationQueryOptions } from '@/lib/configuration/get-configuration';
import { readableColorsResolver } from '../readable-colors';
import { theme } from '../theme';
import { micrositeTheme, micrositeVariablesResolver, sanitizeMicrositeStyle } from './microsite-theme';

function useMicrositeStyleKey(): string | null {
  const { data } = useQuery({ ...configurationQueryOptions(), enabled: false });
  const style = data?.MICROSITE?.style;
  // A key of the checked values, so a refetched configuration with the same style keeps the same theme object.
  return data?.MICROSITE ? JSON.stringify(sanitizeMicrositeStyle(style)) : null;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const styleKey = useMicrositeStyleKey();
  const themed = useMemo(() => {
    if (styleKey === null) return { theme, resolver: readableColorsResolver };
    const style = JSON.parse(styleKey) as ReturnType<typeof sanitizeMicrositeStyle>;
    return { theme: micrositeTheme(theme, style), resolver: micrositeVariablesResolver(style) };
  }, [styleKey]);
  return (
    <MantineProvider theme={themed.theme} defaultColorScheme="light" cssVariablesResolver={themed.resolver}>
      {children}
    </MantineProvider>
  );
}
