// A small picture of the microsite in the chosen style: its header with the logo or name, the description and a
// profile photo, and a button. It only paints values the form holds; the public site draws its own.
import type { CSSProperties } from 'react';
import { Text } from '@mantine/core';
import { micrositeMessages, type MicrositeStyle } from '@vitrina/shared/microsites';
import { micrositeTexts as texts } from '../admin-texts';
import { buttonColors } from '@/lib/colors';
import { darkText, lightText, readableOn } from './microsite-colors';
import classes from './microsite-form.module.css';

const radii = { sm: '4px', md: '8px', xl: '999px' } as const;
const avatarRadii = { circle: '50%', rounded: '12px', square: '2px' } as const;
const sizes = { sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem' } as const;

type PreviewProps = { style: MicrositeStyle; name: string; description: string; logoUrl: string | null };

export function MicrositeStylePreview({ style, name, description, logoUrl }: PreviewProps) {
  const button = buttonColors(style.button.background);
  const variables = {
    '--preview-header-bg': style.header.background,
    '--preview-header-text': style.header.text === 'light' ? lightText : darkText,
    '--preview-body-bg': style.body.background,
    '--preview-body-text': readableOn(style.body.background),
    '--preview-align': style.description.align,
    '--preview-size': sizes[style.description.size],
    '--preview-avatar-radius': avatarRadii[style.avatar.shape],
    // The button as the live site paints it: a mid-tone is darkened until white text reads on it.
    '--preview-button-bg': button.background,
    '--preview-button-text': button.text,
    '--preview-button-radius': radii[style.button.radius],
  } as CSSProperties;
  const title = name.trim() || 'Mi sitio';

  return (
    <figure className={classes.previewFigure}>
      <Text component="figcaption" size="sm" fw={600} mb={6}>
        {texts.preview}
      </Text>
      <div className={classes.preview} style={variables} data-testid="microsite-preview">
        <div className={classes.previewHeader}>
          {logoUrl ? (
            <img src={logoUrl} alt={`Logo de ${title}`} className={classes.previewLogo} />
          ) : (
            <span className={classes.previewName}>{title}</span>
          )}
        </div>
        <div className={classes.previewBody}>
          <div className={classes.previewAvatar} aria-hidden="true">
            {title.slice(0, 1).toUpperCase()}
          </div>
          <p className={classes.previewDescription}>{description.trim() || texts.previewDescription}</p>
          <span className={classes.previewButton}>{micrositeMessages.searchButton}</span>
        </div>
      </div>
    </figure>
  );
}
