// What a person reads or hears on the map's own controls; Leaflet ships them in English.
export const mapTexts = {
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  leafletTitle: 'Una biblioteca de JavaScript para mapas interactivos',
} as const;
