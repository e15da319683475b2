// The holder's tickets, /account/tickets (README "Account pages"), newest first, each linking to
// its own page; `?eventId=` shows one event's, as the purchase and cancellation notices link
// (docs/api/notifications.md, "Kinds"). After ./ticket-session.js.
(function () {
  'use strict';

  var T = window.LanesTickets;
  var $ = (id) => document.getElementById(id);
  var onlyEvent = new URLSearchParams(location.search).get('eventId');
  var events = Object.create(null); // id -> the event, or null when it could not be read
  var nextCursor = null;

  async function showTickets() {
    T.say('Loading your tickets…', 'busy');
    $('tickets-list').replaceChildren();
    nextCursor = null;
    $('tickets-all').hidden = !onlyEvent;
    if (await more()) T.say('', 'empty');
  }

  /** The events of `tickets` (and the one asked for) not read yet, read at once. */
  async function readEvents(tickets) {
    var ids = [...new Set(tickets.map((t) => t.eventId).concat(onlyEvent ? [onlyEvent] : []))];
    var unknown = ids.filter((id) => !(id in events));
    var reads = await Promise.all(
      unknown.map((id) => T.api('GET', '/events/v1/events/' + encodeURIComponent(id))),
    );
    unknown.forEach((id, i) => (events[id] = reads[i].ok ? reads[i].body.data : null));
  }

  function row(ticket) {
    var event = events[ticket.eventId];
    return T.el('li', {}, [
      T.el('a', { href: '/account/tickets/' + ticket.id }, [
        T.el('strong', {}, [event ? event.title : 'Event ' + ticket.eventId]),
        T.el('span', {}, [event ? T.at(event.startsAt, event.timezone) : '']),
        T.el('span', { class: 'ticket-status is-' + ticket.status }, [
          event ? T.status(ticket, event) : ticket.status,
        ]),
      ]),
    ]);
  }

  /** The next page of the list; true once it is shown. */
  async function more() {
    var query = new URLSearchParams({ limit: '50' });
    if (onlyEvent) query.set('eventId', onlyEvent);
    if (nextCursor) query.set('cursor', nextCursor);
    var answer = await T.api('GET', '/events/v1/tickets?' + query);
    if (!answer.ok) return T.say(T.refusal(answer), 'error');
    await readEvents(answer.body.data);
    $('tickets-list').append(...answer.body.data.map(row));
    var page = answer.body.page;
    nextCursor = page && page.has_more ? page.next_cursor : null;
    $('tickets-more').hidden = !nextCursor;

    var event = onlyEvent && events[onlyEvent];
    $('tickets-heading').textContent = event ? 'Your tickets for ' + event.title : 'Your tickets';
    var notes = [];
    if (event && event.status === 'cancelled')
      notes.push(
        `This event was cancelled${event.cancelReason ? ` (${event.cancelReason})` : ''}: your tickets for it are refunded to the wallet that paid.`,
      );
    if (!$('tickets-list').children.length)
      notes.push(onlyEvent ? 'You hold no tickets for this event.' : 'You hold no tickets.');
    $('tickets-note').textContent = notes.join(' ');
    $('tickets-view').hidden = false;
    return true;
  }

  $('tickets-more').addEventListener('click', () => more().catch(T.failed));

  T.start($('tickets-view'), showTickets);
})();
