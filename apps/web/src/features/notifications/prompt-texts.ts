// The prompts' Spanish texts: the titles are the spec's (product.md, The shell), the rest ours.
export const promptTexts = {
  notification: {
    title: 'Recibí notificaciones',
    body: 'Te avisamos al instante cuando hay coincidencias en tus búsquedas, aparecen publicaciones nuevas que te interesan o baja el precio de las que te gustaron.',
    hint: 'Podés elegir qué avisos recibir en «Mi perfil».',
    later: 'Ahora no',
    accept: 'Activar',
  },
  install: {
    title: 'Instalar aplicación',
    body: (name: string) =>
      `Instalá ${name} y abrila desde la pantalla de inicio, como cualquier app: más rápida y también sin conexión.`,
    later: 'Ahora no',
    install: 'Instalar',
    understood: 'Entendido',
    iosIntro: 'En tu iPhone o iPad se instala desde Safari:',
    iosShare: 'Tocá Compartir en la barra de Safari.',
    iosAdd: 'Luego elegí «Agregar a inicio».',
  },
} as const;
