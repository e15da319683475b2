// Swagger UI (swagger-ui-dist) for the gateway's generated /openapi.json. The online validator
// badge is off: the page makes no request beyond this gateway.
(function () {
  'use strict';
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    // Tags start folded (the document has well over a hundred paths); /docs#/<tag> opens one.
    deepLinking: true,
    docExpansion: 'none',
    persistAuthorization: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
})();
