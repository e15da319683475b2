// Swagger UI (swagger-ui-dist) for the gateway's generated /openapi.json. The online validator
// badge is off: the page makes no request beyond this gateway.
(function () {
  'use strict';
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // The schemas section renders every model of the document: slow, and each operation shows its own.
    defaultModelsExpandDepth: -1,
    // Tags closed: some 330 operations laid out at once kept a busy browser for a minute; a tag
    // renders its operations when opened.
    docExpansion: 'none',
    persistAuthorization: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
})();
