// The texts of a filter's field steps, shared by the search builder's wizard and the admin's preset filters (ours).
export const filterStepTexts = {
  any: 'Cualquiera',
  yes: 'Sí',
  no: 'No',
  min: 'Mínimo',
  max: 'Máximo',
  from: 'Desde',
  to: 'Hasta',
  tagsHint: 'Escribí y presioná Enter para agregar.',
} as const;
