// The reference web table: a plain client of the mtgcore table protocol
// (docs/protocol.md) over a WebSocket at /ws.  No build step, no dependencies.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${proto}//${location.host}/ws`);
  const me = { game: null, seat: 0, token: null, state: null };
  window.mtgTable = me;  // for tests and the console

  function send(msg) { ws.send(JSON.stringify(msg)); }
  function status(text) { $("status").textContent = text; }

  ws.onopen = () => { status("connected"); send({ type: "hello", protocol: 1 }); };
  ws.onclose = () => status("disconnected");
  ws.onmessage = (ev) => {
    const msg = JSON.parse(ev.data);
    if (msg.type === "welcome") {
      for (const sel of [$("deck-a"), $("deck-b")]) {
        sel.innerHTML = msg.decks.map((d) => `<option>${d}</option>`).join("");
      }
      $("deck-b").selectedIndex = Math.min(1, msg.decks.length - 1);
      status(`connected to ${msg.engine}`);
    } else if (msg.type === "created") {
      me.game = msg.game; me.token = msg.tokens["0"];
      send({ type: "join", game: me.game, seat: 0, token: me.token });
    } else if (msg.type === "joined") {
      status(`game ${msg.game}, seat ${msg.seat}`);
      $("resign").disabled = false;
      $("log").innerHTML = "";
    } else if (msg.type === "state") {
      me.state = msg;
      render(msg);
    } else if (msg.type === "error") {
      status(`error: ${msg.message}`);
    }
  };

  $("new-game").onclick = () => {
    send({ type: "create", decks: [$("deck-a").value, $("deck-b").value],
           seed: Number($("seed").value) || 0, seats: ["human", $("ai").value] });
  };
  $("resign").onclick = () => { if (me.game) send({ type: "resign", game: me.game, seat: me.seat }); };

  function act(index) {
    const d = me.state.decision;
    send({ type: "act", game: me.game, seat: me.seat, decision: d.number, action: index });
  }

  function cardHtml(c) {
    const name = c.name === null ? (c.face_down ? "face-down" : "hidden") : c.name;
    let pt = "";
    if (c.power !== undefined) pt = `<span class="pt">${c.power}/${c.toughness}${c.damage ? ` (${c.damage})` : ""}</span>`;
    const counters = c.counters ? Object.entries(c.counters).map(([k, n]) => `${n} ${k}`).join(", ") : "";
    const kw = c.keywords && c.keywords.length ? `<div><i>${c.keywords.join(", ")}</i></div>` : "";
    return `${pt}<b>${name}</b>${kw}${counters ? `<div>${counters}</div>` : ""}`;
  }

  function zone(el, cards, actionsByObj) {
    el.innerHTML = "";
    for (const c of cards) {
      const div = document.createElement("div");
      div.className = "card" + (c.tapped ? " tapped" : "") + (c.face_down ? " facedown" : "");
      if (c.id !== undefined) div.dataset.id = c.id;
      div.innerHTML = cardHtml(c);
      const acts = c.id !== undefined ? actionsByObj.get(c.id) : undefined;
      if (acts && acts.length) {
        div.classList.add("actionable");
        div.title = acts.map((a) => a.label).join("\n");
        div.onclick = () => act(acts[0].index);  // the first action on it; others in the list
      }
      el.appendChild(div);
    }
  }

  function playerHtml(p, label) {
    return `<b>${label}</b> life ${p.life}${p.poison ? `, poison ${p.poison}` : ""} · hand ${p.hand_size}` +
      ` · library ${p.library_size} · graveyard ${p.graveyard.map((c) => c.name).join(", ") || "—"}`;
  }

  function describe(e) {
    const n = (o) => (o && o.name) || "a card";
    switch (e.kind) {
      case "action": return e.label === null ? `player ${"AB"[e.player]} made a choice` : `${"AB"[e.player]}: ${e.label}`;
      case "draw": return `${"AB"[e.player]} draws ${e.card.name || "a card"}`;
      case "zone_change": return `${n(e.card)}: ${e.from} → ${e.to}`;
      case "damage": return `${n(e.source)} deals ${e.amount} to ${e.target.player !== undefined ? "player " + "AB"[e.target.player] : n(e.target)}`;
      case "life_gain": return `${"AB"[e.player]} gains ${e.amount} life`;
      case "life_loss": return `${"AB"[e.player]} loses ${e.amount} life`;
      case "trigger": return `trigger: ${e.text}`;
      default: return null;
    }
  }

  function render(msg) {
    const v = msg.view, d = msg.decision, seat = msg.seat;
    const them = 1 - seat;
    const byObj = new Map();
    for (const a of d.actions) {
      for (const key of [a.object, a.ref]) {
        if (key === null || key === undefined || key < 0) continue;
        if (!byObj.has(key)) byObj.set(key, []);
        byObj.get(key).push(a);
      }
    }
    $("opponent").innerHTML = playerHtml(v.players[them], "Opponent");
    $("me").innerHTML = playerHtml(v.players[seat], "You");
    zone($("battlefield-them"), v.battlefield.filter((c) => c.controller === them), byObj);
    zone($("battlefield-me"), v.battlefield.filter((c) => c.controller === seat), byObj);
    zone($("hand"), v.hand, byObj);
    $("stack").innerHTML = v.stack.map((s) => `<li>${s.text}${s.targets.length ? " → " + s.targets.map((t) => t.text).join(", ") : ""}</li>`).join("");
    const title = v.over
      ? (v.result.draw ? "Game over: a draw" : `Game over: ${v.result.winner === seat ? "you win" : "you lose"} (${v.result.reason})`)
      : `Turn ${v.turn}, ${v.step}: ${d.player === seat ? "your " + d.kind.replace(/_/g, " ") : "opponent to act"}`;
    $("decision-title").textContent = title;
    document.body.dataset.over = v.over ? "1" : "0";
    const box = $("actions");
    box.innerHTML = "";
    for (const a of d.actions) {
      const b = document.createElement("button");
      b.textContent = a.label;
      b.dataset.index = a.index;
      b.dataset.kind = a.kind;
      b.onclick = () => act(a.index);
      box.appendChild(b);
    }
    const log = $("log");
    for (const e of msg.events) {
      const text = describe(e);
      if (text === null) continue;
      const li = document.createElement("li");
      li.textContent = text;
      if (e.kind === "action" && e.label === null) li.className = "hidden";
      log.appendChild(li);
    }
    log.parentElement.scrollTop = log.parentElement.scrollHeight;
  }
})();
