// Texts of the share buttons (ours).
export const shareTexts = {
  title: 'Compartir',
  whatsapp: 'WhatsApp',
  whatsappLabel: 'Compartir por WhatsApp',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado.',
  copyFailed: 'No se pudo copiar el enlace. Copialo desde la barra de direcciones.',
  share: 'Más opciones',
  shareLabel: 'Compartir con otra aplicación',
} as const;
