// The microsite's style (product.md, Microsites: Style: header, body background, description, avatar, button): colours
// as #rrggbb through a colour input and every other value from a small set, never CSS, beside a live preview.
import type { ReactNode } from 'react';
import { ColorInput, Input, SegmentedControl, Text } from '@mantine/core';
import type { MicrositeStyle } from '@vitrina/shared/microsites';
import { micrositeStyleOptions as options, micrositeTexts as texts } from '../admin-texts';
import { contrastRatio, darkText, lightText, minimumContrast } from './microsite-colors';
import { MicrositeStylePreview } from './microsite-style-preview';
import type { DraftErrors } from './microsite-form-model';
import classes from './microsite-form.module.css';

const swatches = ['#ffffff', '#f8f9fa', '#1f1646', '#5b3fd1', '#1c7ed6', '#0c8599', '#2b8a3e', '#e8590c', '#c92a2a'];

type StyleFieldsProps = {
  style: MicrositeStyle;
  onChange: (style: MicrositeStyle) => void;
  errors: DraftErrors;
  name: string;
  description: string;
  logoUrl: string | null;
};

function ColorField(props: { label: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <ColorInput
      label={props.label}
      value={props.value}
      error={props.error}
      onChange={props.onChange}
      format="hex"
      swatches={swatches}
      swatchesPerRow={9}
      withEyeDropper={false}
      maxLength={7}
    />
  );
}

function OptionField<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  data: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
}): ReactNode {
  return (
    <Input.Wrapper label={props.label} labelElement="div" id={props.id} error={props.error}>
      <SegmentedControl
        aria-labelledby={`${props.id}-label`}
        data={[...props.data]}
        value={props.value}
        onChange={(value) => props.onChange(value as V)}
        fullWidth
        size="sm"
        radius="md"
        mt={4}
      />
    </Input.Wrapper>
  );
}

export function MicrositeStyleFields({ style, onChange, errors, name, description, logoUrl }: StyleFieldsProps) {
  const set = <K extends keyof MicrositeStyle>(key: K, value: Partial<MicrositeStyle[K]>) =>
    onChange({ ...style, [key]: { ...style[key], ...value } });
  const headerText = style.header.text === 'light' ? lightText : darkText;
  const unreadable = contrastRatio(style.header.background, headerText) < minimumContrast;

  return (
    <div className={classes.styleGrid}>
      <div className={classes.styleFields}>
        {errors.style && (
          <Text size="sm" c="red" role="alert">
            {errors.style}
          </Text>
        )}
        <div className={classes.stylePair}>
          <ColorField
            label={texts.headerBackground}
            value={style.header.background}
            error={errors['style.header.background']}
            onChange={(background) => set('header', { background })}
          />
          <OptionField
            id="style-header-text"
            label={texts.headerText}
            value={style.header.text}
            data={options.headerText}
            error={errors['style.header.text']}
            onChange={(text) => set('header', { text })}
          />
        </div>
        {unreadable && (
          <Text size="sm" c="orange" role="status">
            {texts.lowContrast}
          </Text>
        )}
        <div className={classes.stylePair}>
          <ColorField
            label={texts.bodyBackground}
            value={style.body.background}
            error={errors['style.body.background']}
            onChange={(background) => set('body', { background })}
          />
          <ColorField
            label={texts.buttonBackground}
            value={style.button.background}
            error={errors['style.button.background']}
            onChange={(background) => set('button', { background })}
          />
        </div>
        <div className={classes.stylePair}>
          <OptionField
            id="style-description-align"
            label={texts.descriptionAlign}
            value={style.description.align}
            data={options.align}
            error={errors['style.description.align']}
            onChange={(align) => set('description', { align })}
          />
          <OptionField
            id="style-description-size"
            label={texts.descriptionSize}
            value={style.description.size}
            data={options.size}
            error={errors['style.description.size']}
            onChange={(size) => set('description', { size })}
          />
        </div>
        <div className={classes.stylePair}>
          <OptionField
            id="style-avatar-shape"
            label={texts.avatarShape}
            value={style.avatar.shape}
            data={options.shape}
            error={errors['style.avatar.shape']}
            onChange={(shape) => set('avatar', { shape })}
          />
          <OptionField
            id="style-button-radius"
            label={texts.buttonRadius}
            value={style.button.radius}
            data={options.radius}
            error={errors['style.button.radius']}
            onChange={(radius) => set('button', { radius })}
          />
        </div>
      </div>
      <MicrositeStylePreview style={style} name={name} description={description} logoUrl={logoUrl} />
    </div>
  );
}
