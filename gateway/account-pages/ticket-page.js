// One ticket's page, /account/tickets/<id> (README "Account pages"): its event, type and status,
// the QR code while it is valid, and what its holder may do with it today: refund it, and keep
// the QR code as a file (docs/api/events.md, "Tickets"). After ./ticket-session.js.
(function () {
  'use strict';

  var T = window.LanesTickets;
  var $ = (id) => document.getElementById(id);
  var ticketId = location.pathname.split('/').pop();
  var shown; // { ticket, event, types }

  async function showTicket() {
    T.say('Loading your ticket…', 'busy');
    var answer = await T.api('GET', '/events/v1/tickets/' + encodeURIComponent(ticketId));
    if (!answer.ok)
      // Another holder's ticket is 404 like one that does not exist (docs/api/events.md).
      return T.say(
        answer.status === 404
          ? `This is not a ticket of yours: no ticket of ${T.session().email} has this address. Sign out and sign in with the account that holds it.`
          : T.refusal(answer),
        'error',
      );
    var ticket = answer.body.data;
    var reads = await Promise.all([
      T.api('GET', '/events/v1/events/' + ticket.eventId),
      T.api('GET', '/events/v1/events/' + ticket.eventId + '/ticket-types'),
    ]);
    if (!reads[0].ok) return T.say(T.refusal(reads[0]), 'error');
    var types = reads[1].ok ? reads[1].body.data : [];
    shown = { ticket: ticket, event: reads[0].body.data, types: types };
    T.say('', 'empty');
    await render();
  }

  async function render() {
    var ticket = shown.ticket;
    var event = shown.event;
    var type = shown.types.find((t) => t.id === ticket.ticketTypeId);
    var cancelled = event.status === 'cancelled';
    $('event-title').textContent = event.title;
    var facts = [
      ['When', T.when(event)],
      ['Where', T.where(event.venue)],
      ['Ticket', (type ? type.name : 'Ticket') + ', ' + T.credits(ticket.priceCredits)],
      ['Attendee', ticket.attendeeName],
      ['Status', T.status(ticket, event)],
      [
        'Event',
        cancelled ? 'Cancelled' + (event.cancelReason ? ': ' + event.cancelReason : '') : '',
      ],
    ].filter((fact) => fact[1]);
    $('ticket-facts').replaceChildren(
      ...facts.flatMap(([name, value]) => [
        T.el('dt', {}, [name]),
        T.el('dd', { 'data-fact': name.toLowerCase() }, [value]),
      ]),
    );
    var valid = ticket.status === 'valid';
    $('ticket-actions').hidden = !valid;
    ask(false);
    if (valid) {
      var cutoff = Date.parse(event.startsAt) - event.refundCutoffHours * 3600000;
      $('refund-note').textContent =
        `You can ask for a refund until ${T.at(new Date(cutoff).toISOString(), event.timezone)}; the credits go back to the wallet that paid.`;
    }
    $('ticket-view').hidden = false;
    await showQr(valid);
  }

  /** The QR code, read with the token (an <img> cannot send one) and shown as a data: URL. */
  async function showQr(valid) {
    $('ticket-qr').hidden = true;
    $('qr-download').hidden = true;
    if (!valid) return;
    var answer = await T.api('GET', `/events/v1/tickets/${shown.ticket.id}/qr`, { blob: true });
    if (!answer.ok) return T.say(T.refusal(answer), 'error');
    var url = await new Promise((resolve, reject) => {
      var reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(answer.blob);
    });
    $('ticket-qr-image').src = url;
    $('ticket-qr').hidden = false;
    $('qr-download').href = url;
    $('qr-download').download = 'ticket-' + shown.ticket.id + '.png';
    $('qr-download').hidden = false;
  }

  /** The refund asks once more before it is sent. */
  function ask(asking) {
    $('refund').hidden = asking;
    for (var id of ['refund-question', 'refund-confirm', 'refund-keep']) $(id).hidden = !asking;
  }

  $('refund').addEventListener('click', () => ask(true));
  $('refund-keep').addEventListener('click', () => ask(false));
  $('refund-confirm').addEventListener('click', async function () {
    var button = $('refund-confirm');
    button.disabled = true;
    T.say('Refunding…', 'busy');
    try {
      var answer = await T.api('POST', `/events/v1/tickets/${shown.ticket.id}/refund`);
      if (!answer.ok) {
        ask(false);
        return T.say(T.refusal(answer), 'error');
      }
      shown.ticket = answer.body.data;
      await render();
      var back = T.credits(shown.ticket.priceCredits);
      T.say(`Refunded: ${back} back to the wallet that paid.`, 'done');
    } catch (error) {
      T.failed(error);
    } finally {
      button.disabled = false;
    }
  });

  T.start($('ticket-view'), showTicket);
})();
