// Cards and choices: draw, mill, discard, sacrifice, choose, search, shuffle, scry, surveil (CR 121, 701).
// One family of the effect interpreter's instructions (vm.cpp dispatches here):
// each proposes its game changes to the event funnel and returns how many
// instructions to advance, or kVmSuspend while a decision is pending.
#include <algorithm>

#include "game.h"

namespace mtg {

// Who searches ("Its controller may search their library ...", "That player may
// search ..."): the player the instruction names (the target's controller, by its
// last known information, 608.2h), else the ability's controller; -1: nobody.
int Game::Searcher(VmFrame& f, const Instr& in) {
  if (in.subj != Subj::kTargetController && in.subj != Subj::kTarget) return f.controller;
  std::vector<Ref> who;
  Subjects(f, in, &who);
  for (Ref r : who)
    if (IsPlayerRef(r)) return RefPlayer(r);
  return -1;
}

int Game::ExecCards(VmFrame& f, const Instr& in) {
  const int p = f.controller;
  std::vector<Ref>& subj = scratch_;
  (void)p;
  switch (in.op) {
    // ---- cards: draw, mill, discard, search, scry, surveil (CR 121, 701)
    case Op::kDraw:
    case Op::kMill: {
      if (f.stage == 1) return 1;
      int n = AmountOf(f, in);
      PlayerSubjects(f, in, &subj);
      for (Ref r : subj) {
        if (!IsPlayerRef(r)) continue;
        int q = RefPlayer(r);
        if (in.op == Op::kDraw) {
          for (int k = 0; k < n; ++k) {  // CR 121.2: one card at a time
            Event e;
            e.kind = EvKind::kDraw;
            e.player = static_cast<int8_t>(q);
            e.amount = 1;
            Propose(e);
          }
        } else {  // CR 701.17a: mill = top N into the graveyard
          auto& lib = s_.players[q].library;
          for (int k = 0; k < n && k < static_cast<int>(lib.size()); ++k)
            ProposeZoneChange(lib[k], Zone::kGraveyard, Cause::kMill, f.source);
        }
      }
      return BatchThenNext();
    }
    case Op::kDiscard:
    case Op::kSacrifice: {
      const bool discard = in.op == Op::kDiscard;
      if (discard && (in.subj == Subj::kChosen || in.subj == Subj::kIt)) {
        // "That player discards that card." (CR 701.9a): the cards named, by their
        // owner, those still in a hand.
        if (f.stage == 1) return 1;
        Subjects(f, in, &subj);
        f.did = false;
        for (Ref r : subj)
          if (!IsPlayerRef(r) && s_.zone[r] == Zone::kHand) {
            ProposeZoneChange(r, Zone::kGraveyard, Cause::kDiscard, f.source);
            f.did = true;
          }
        return BatchThenNext();
      }
      if (!discard && (in.subj == Subj::kSelf || in.subj == Subj::kIt || in.subj == Subj::kChosen ||
                       in.subj == Subj::kCreated)) {  // "sacrifice it" (CR 701.21)
        if (f.stage == 1) return 1;
        Subjects(f, in, &subj);
        // CR 118.12: "sacrifice it. If you do, ...": a cost paid on resolution; "if
        // you do" asks whether it could be paid (was there to sacrifice), whatever
        // a replacement effect then does with it.
        f.did = false;
        for (Ref r : subj)
          if (!IsPlayerRef(r) && s_.zone[r] == Zone::kBattlefield && s_.controller[r] == p) {
            ProposeZoneChange(r, Zone::kGraveyard, Cause::kSacrifice, f.source);
            f.did = true;
          }
        return BatchThenNext();
      }
      // Each subject player chooses in APNAP order (CR 101.4), then all at once.
      PlayerSubjects(f, in, &subj);
      const int nplayers = static_cast<int>(subj.size());
      if (f.stage == 0) f.chosen.clear();
      while (f.stage / 2 < nplayers && f.left == 0) {
        const int i = f.stage / 2;
        if (f.stage % 2 == 1) {  // player i answered
          f.stage += 1;
          continue;
        }
        const int q = RefPlayer(subj[i]);
        std::vector<Ref> options;
        if (discard) {
          for (ObjId o : s_.players[q].hand) options.push_back(o);
        } else {
          for (ObjId o : s_.battlefield)
            if (s_.controller[o] == q && (in.sel < 0 || Matches(db_->Sel(in.sel), o, f.source, q)))
              options.push_back(o);
        }
        // kDiscard a = 2: "discards all the cards in their hand" (701.9a).
        const int need = discard && in.a == 2 ? static_cast<int>(options.size())
                                              : std::min<int>(AmountOf(f, in), static_cast<int>(options.size()));
        if (discard && in.a == 1) {  // at random (CR 701.9b)
          for (int k = 0; k < need; ++k) {
            int j = static_cast<int>(s_.rng.Below(static_cast<uint32_t>(options.size())));
            f.chosen.push_back(options[j]);
            options.erase(options.begin() + j);
          }
          f.stage += 2;
          continue;
        }
        if (need == static_cast<int>(options.size())) {
          for (Ref o : options) f.chosen.push_back(o);
          f.stage += 2;
          continue;
        }
        s_.options = options;
        f.stage += 1;
        s_.decision = {DecisionKind::kChooseCards, q, need, need, f.source};
        return kVmSuspend;
      }
      if (f.left == 0) {
        f.left = 1;
        f.last_count = static_cast<int>(f.chosen.size());
        if (!discard) {
          // "that creature" (608.2c): what was sacrificed, as it last existed (608.2h).
          // 118.12: "you may sacrifice ... If you do" -- not if there was none to sacrifice.
          if (!f.chosen.empty()) f.it = f.lki = f.chosen[0];
          else f.did = false;
        }
        for (ObjId o : f.chosen)
          ProposeZoneChange(o, Zone::kGraveyard, discard ? Cause::kDiscard : Cause::kSacrifice, f.source);
        if (!RunBatch()) {
          s_.batch_owner = BatchOwner::kVm;
          return kVmSuspend;
        }
      }
      return 1;
    }
    case Op::kChoose:
    case Op::kSearch: {
      // kChoose: "choose N <selector>"; kSearch: search your library for up to N
      // cards matching, put them into zone c, then shuffle (CR 701.23).
      if (f.stage == 0) {
        f.chosen.clear();
        std::vector<Ref> options;
        int chooser = p;
        if (in.op == Op::kSearch) {
          const int q = Searcher(f, in);
          if (q >= 0)
            for (ObjId o : s_.players[q].library)
              if (in.sel < 0 || Matches(db_->Sel(in.sel), o, f.source, q)) options.push_back(o);
          chooser = q < 0 ? p : q;
          if (q < 0) {  // the player who would search is gone (608.2b): nothing happens
            f.last_count = 0;
            return 1;
          }
        } else {
          // "Target player exiles a card from their graveyard": a target player
          // chooses, and the selector is seen from that player (their graveyard).
          int q = p;
          if (in.subj == Subj::kTarget) {
            Subjects(f, in, &subj);
            q = subj.empty() || !IsPlayerRef(subj[0]) ? -1 : RefPlayer(subj[0]);
          }
          const Selector& sel = db_->Sel(in.sel);
          if (q >= 0)
            ForEachInZone(sel.zone, [&](ObjId o) {
              if (Matches(sel, o, f.source, q)) options.push_back(o);
            });
          // b = 1: "Target player reveals their hand. You choose a nonland card from
          // it.": that player's cards, the ability's controller choosing.
          chooser = q < 0 || in.b == 1 ? p : q;
        }
        int max = std::min<int>(AmountOf(f, in), static_cast<int>(options.size()));
        int min = in.op == Op::kSearch ? 0 : std::min(max, in.a > 0 ? in.a : max);
        f.stage = 1;
        if (max > 0 && !(min == max && max == static_cast<int>(options.size()))) {
          s_.options = options;
          s_.decision = {DecisionKind::kChooseCards, chooser, min, max, f.source};
          return kVmSuspend;
        }
        if (max > 0) f.chosen.assign(options.begin(), options.end());
      }
      if (in.op == Op::kChoose) {
        f.last_count = static_cast<int>(f.chosen.size());
        return 1;
      }
      if (f.stage == 1) {
        f.stage = 2;
        f.last_count = static_cast<int>(f.chosen.size());
        if (in.b) for (ObjId o : f.chosen) RevealToAll(o);  // "reveal it" (701.20a)
        const int q = std::max(0, Searcher(f, in));  // it enters under the searcher's control
        for (ObjId o : f.chosen)
          ProposeZoneChange(o, static_cast<Zone>(in.c), Cause::kSearch, f.source, false, q, in.a != 0);
        if (!RunBatch()) {
          s_.batch_owner = BatchOwner::kVm;
          return kVmSuspend;
        }
      }
      Shuffle(s_.players[std::max(0, Searcher(f, in))].library);  // CR 701.23a... then shuffle
      return 1;
    }
    case Op::kLookAtTop: {
      // Look at the top N; may put up to `a` matching cards into zone c; the rest go
      // on the bottom in a random order (a library's order is hidden, 401.2).
      auto& lib = s_.players[p].library;
      if (f.stage == 0) {
        const int n = std::min<int>(AmountOf(f, in), static_cast<int>(lib.size()));
        f.left = n;
        f.chosen.clear();
        f.stage = 1;
        std::vector<Ref> options;
        for (int k = 0; k < n; ++k)
          if (in.sel < 0 || Matches(db_->Sel(in.sel), lib[k], f.source, p)) options.push_back(lib[k]);
        if (!options.empty() && in.a > 0) {
          s_.options = options;
          s_.decision = {DecisionKind::kChooseCards, p, 0, std::min<int>(in.a, static_cast<int>(options.size())),
                         f.source};
          return kVmSuspend;
        }
      }
      if (f.stage == 1) {
        f.stage = 2;
        f.left -= static_cast<int>(f.chosen.size());  // what stays on top until it goes down
        for (ObjId o : f.chosen) RevealToAll(o);  // "you may reveal a <card> ... and put it" (701.20a)
        for (ObjId o : f.chosen) ProposeZoneChange(o, static_cast<Zone>(in.c), Cause::kEffect, f.source, false, p);
        f.chosen.clear();
        if (!RunBatch()) {
          s_.batch_owner = BatchOwner::kVm;
          return kVmSuspend;
        }
      }
      const int k = std::min<int>(f.left, static_cast<int>(lib.size()));
      std::vector<ObjId> rest(lib.begin(), lib.begin() + k);
      Shuffle(rest);
      lib.erase(lib.begin(), lib.begin() + k);
      lib.insert(lib.end(), rest.begin(), rest.end());
      return 1;
    }
    case Op::kCastCard: return ExecCastCard(f, in);  // 608.2g (alt_costs.cpp)
    case Op::kExileUntil: {  // CR 702.85a, 701.57a
      // Once the batch ran: "it" is the card the hit became in exile (400.7).
      auto found = [&](VmFrame& g) {
        g.it = g.it == kNoObj ? kNoObj : s_.card_obj[s_.card[g.it]];
        for (ObjId& x : g.exiled) x = s_.card_obj[s_.card[x]];
        return 1;
      };
      if (f.stage == 1) return found(f);
      const int n = in.b == 1 ? ManaValue(f.source) : AmountOf(f, in);
      const auto& lib = s_.players[p].library;
      f.exiled.clear();
      f.it = kNoObj;
      for (ObjId o : lib) {  // from the top (library[0])
        f.exiled.push_back(o);
        const int mv = ManaValue(o);
        if (!Def(o).Is(kLand) && (in.a == 1 ? mv <= n : mv < n)) {
          f.it = o;
          break;
        }
      }
      for (ObjId o : f.exiled) ProposeZoneChange(o, Zone::kExile, Cause::kEffect, f.source);
      f.last_count = static_cast<int>(f.exiled.size());
      const int r = BatchThenNext();
      return r == kVmSuspend ? r : found(s_.vm.back());
    }
    case Op::kProliferate: {  // CR 701.34a
      if (f.stage == 1) return 1;  // the counters were put
      if (f.stage == 0) {
        f.chosen.clear();
        std::vector<Ref> options;
        for (ObjId o : s_.battlefield)
          for (int k = 0; k < kNumAllCounterKinds; ++k)
            if (Counter(o, k) > 0) {
              options.push_back(o);
              break;
            }
        for (int q = 0; q < s_.num_players; ++q)  // poison is the players' counter here (122.1f)
          if (s_.players[q].poison > 0) options.push_back(PlayerRef(q));
        if (!options.empty()) {
          f.stage = 2;
          s_.options = options;
          s_.decision = {DecisionKind::kChooseCards, p, 0, static_cast<int>(options.size()), f.source};
          return kVmSuspend;
        }
      }
      for (Ref r : f.chosen) {
        if (IsPlayerRef(r)) {
          s_.players[RefPlayer(r)].poison += 1;
          continue;
        }
        if (s_.zone[r] != Zone::kBattlefield) continue;
        for (int k = 0; k < kNumAllCounterKinds; ++k)  // an event per kind (122.6)
          if (Counter(r, k) > 0) ProposeCounters(r, k, 1, f.source);
      }
      f.last_count = static_cast<int>(f.chosen.size());
      f.chosen.clear();
      return BatchThenNext();
    }
    case Op::kExplore: {  // CR 701.44a
      const auto& lib = s_.players[p].library;
      if (f.stage == 1) return 1;  // the land went to the hand, or the card was put away
      if (f.stage == 0) {
        Subjects(f, in, &subj);
        const ObjId who = subj.empty() || IsPlayerRef(subj[0]) ? kNoObj : static_cast<ObjId>(subj[0]);
        if (!lib.empty()) RevealToAll(lib[0]);  // "reveal the top card" (701.20a)
        if (!lib.empty() && Def(lib[0]).Is(kLand)) {  // a land: into the hand
          ProposeZoneChange(lib[0], Zone::kHand, Cause::kEffect, f.source);
          return BatchThenNext();
        }
        // Otherwise (701.44b: also with nothing revealed) a +1/+1 counter on the
        // permanent, if it is still there (701.44c).
        f.left = lib.empty() ? kNoObj : lib[0];
        f.stage = 3;
        if (who != kNoObj && s_.zone[who] == Zone::kBattlefield) {
          ProposeCounters(who, kPlusOne, 1, f.source);
          if (!RunBatch()) {
            s_.batch_owner = BatchOwner::kVm;
            return kVmSuspend;
          }
        }
      }
      if (f.stage == 3) {  // "... and may put the revealed card into their graveyard"
        if (f.left == kNoObj || s_.zone[f.left] != Zone::kLibrary) return 1;
        f.stage = 4;
        f.did = false;
        s_.decision = {DecisionKind::kYesNo, p, 1, 1, f.source};
        return kVmSuspend;
      }
      if (f.stage == 4 && f.did && s_.zone[f.left] == Zone::kLibrary) {
        ProposeZoneChange(f.left, Zone::kGraveyard, Cause::kEffect, f.source);
        return BatchThenNext();
      }
      return 1;
    }
    case Op::kMonstrosity: {  // CR 701.37a
      if (f.stage == 1) return 1;
      Subjects(f, in, &subj);
      const int n = AmountOf(f, in);
      for (Ref r : subj) {
        if (IsPlayerRef(r) || s_.zone[r] != Zone::kBattlefield) continue;
        if (std::find(s_.monstrous.begin(), s_.monstrous.end(), r) != s_.monstrous.end()) continue;
        if (n > 0) ProposeCounters(r, kPlusOne, n, f.source);
        s_.monstrous.push_back(static_cast<ObjId>(r));  // 701.37b: a designation, not copiable
        Event m;
        m.kind = EvKind::kBecameMonstrous;
        m.obj = r;
        m.source = f.source;
        m.player = s_.controller[r];
        Record(m);
      }
      return BatchThenNext();
    }
    case Op::kBolster: {  // CR 701.39a
      if (f.stage == 1) return 1;  // the counters were put
      if (f.stage == 0) {
        f.chosen.clear();
        Refresh();  // toughness after the layers
        std::vector<Ref> least;
        int low = 0;
        for (ObjId o : s_.battlefield) {
          if (s_.controller[o] != p || !IsCreature(o)) continue;
          if (least.empty() || s_.toughness[o] < low) least.clear(), low = s_.toughness[o];
          if (s_.toughness[o] == low) least.push_back(o);
        }
        if (least.empty()) return 1;
        if (least.size() > 1) {  // a tie: its controller chooses (701.39a)
          f.stage = 2;
          s_.options = least;
          s_.decision = {DecisionKind::kChooseCards, p, 1, 1, f.source};
          return kVmSuspend;
        }
        f.chosen.push_back(least[0]);
      }
      for (Ref r : f.chosen)
        if (!IsPlayerRef(r) && s_.zone[r] == Zone::kBattlefield) ProposeCounters(r, kPlusOne, AmountOf(f, in), f.source);
      f.chosen.clear();
      return BatchThenNext();
    }
    case Op::kBottomExiled: {  // CR 702.85a, 701.57a
      if (f.stage == 1) return 1;
      if (in.a == 1 && f.it != kNoObj && s_.zone[f.it] == Zone::kExile)  // discover: into the hand
        ProposeZoneChange(f.it, Zone::kHand, Cause::kEffect, f.source);
      std::vector<ObjId> rest;
      for (ObjId x : f.exiled)
        if (x != kNoObj && s_.zone[x] == Zone::kExile && !(in.a == 1 && x == f.it)) rest.push_back(x);
      Shuffle(rest);  // "in a random order"
      for (ObjId x : rest) ProposeZoneChange(x, Zone::kLibrary, Cause::kEffect, f.source, true);
      f.exiled.clear();
      return BatchThenNext();
    }
    case Op::kCastTransformed: {  // CR 310.11b, 712: "cast it transformed"
      Subjects(f, in, &subj);
      for (Ref r : subj) {
        if (IsPlayerRef(r)) continue;
        // "It": the card the subject became (400.7), if an earlier instruction
        // exiled it and it has a back face.
        const ObjId now = s_.card_obj[s_.card[r]];
        if (now == kNoObj || s_.zone[now] != Zone::kExile || db_->BackFace(s_.def[now]) < 0) continue;
        CastTransformed(f.controller, now);
      }
      return 1;
    }
    case Op::kShuffle:
      Shuffle(s_.players[p].library);
      return 1;
    case Op::kReveal:  // CR 701.20a: every player knows the revealed cards
      Subjects(f, in, &subj);
      for (Ref r : subj)
        if (!IsPlayerRef(r)) RevealToAll(static_cast<ObjId>(r));
      return 1;
    case Op::kScry:
    case Op::kSurveil: {
      // CR 701.22a / 701.25a: look at the top N; put any number on the bottom
      // (scry) or into the graveyard (surveil); the rest back on top in any order.
      // a = 1: "look at the top N cards ..., then put them back in any order" (no card
      // leaves the top); a = 2: "look at the top N cards of target player's library"
      // (they stay as they are).  The library is the subject player's (else yours);
      // its controller decides.
      int lp = p;
      if (in.subj != Subj::kNone) {
        PlayerSubjects(f, in, &subj);
        lp = -1;
        for (Ref r : subj)
          if (IsPlayerRef(r)) { lp = RefPlayer(r); break; }
        if (lp < 0) return 1;  // the target player is gone (608.2b)
      }
      auto& lib = s_.players[lp].library;
      if (f.stage == 0) {
        int n = std::min<int>(AmountOf(f, in), static_cast<int>(lib.size()));
        f.left = n;
        f.chosen.clear();
        f.stage = 1;
        if (n == 0) return 1;
        if (in.a == 2 || (in.a == 1 && n == 1)) {  // CR 400.2: p knows them now
          if (s_.seen.size() < s_.def.size()) s_.seen.resize(s_.def.size() + 16, 0);
          for (int k = 0; k < n; ++k) s_.seen[lib[k]] |= static_cast<uint8_t>(1u << p);
          return 1;
        }
        if (in.a == 1) {  // order them: the first chosen goes on top
          s_.options.assign(lib.begin(), lib.begin() + n);
          f.stage = 3;
          s_.decision = {DecisionKind::kChooseCards, p, n - 1, n - 1, f.source};
          return kVmSuspend;
        }
        s_.options.assign(lib.begin(), lib.begin() + n);
        s_.decision = {DecisionKind::kChooseCards, p, 0, n, f.source};
        return kVmSuspend;
      }
      if (f.stage == 1) {
        // The chosen leave the top; what is left will be ordered.
        std::vector<ObjId> top(lib.begin(), lib.begin() + f.left), keep;
        for (ObjId o : top)
          if (std::find(f.chosen.begin(), f.chosen.end(), o) == f.chosen.end()) keep.push_back(o);
        std::vector<ObjId> away = f.chosen;
        f.stage = 2;
        if (in.op == Op::kScry) {
          lib.erase(lib.begin(), lib.begin() + f.left);
          lib.insert(lib.begin(), keep.begin(), keep.end());
          for (ObjId o : away) lib.push_back(o);
        } else if (!away.empty()) {
          for (ObjId o : away) ProposeZoneChange(o, Zone::kGraveyard, Cause::kEffect, f.source);
          f.left = static_cast<int>(keep.size());
          if (!RunBatch()) {
            s_.batch_owner = BatchOwner::kVm;
            f.chosen.clear();
            return kVmSuspend;
          }
        }
        f.left = static_cast<int>(keep.size());
        f.chosen.clear();
        if (f.left >= 2) {  // order the rest: the first chosen goes on top
          s_.options.assign(lib.begin(), lib.begin() + f.left);
          f.stage = 3;
          s_.decision = {DecisionKind::kChooseCards, p, f.left - 1, f.left - 1, f.source};
          return kVmSuspend;
        }
        return 1;
      }
      if (f.stage == 2) {  // surveil's batch finished; order the rest
        f.chosen.clear();
        if (f.left >= 2) {
          s_.options.assign(lib.begin(), lib.begin() + f.left);
          f.stage = 3;
          s_.decision = {DecisionKind::kChooseCards, p, f.left - 1, f.left - 1, f.source};
          return kVmSuspend;
        }
        return 1;
      }
      // stage 3: chosen (in order) then the one left
      std::vector<ObjId> top(lib.begin(), lib.begin() + f.left), order = f.chosen;
      for (ObjId o : top)
        if (std::find(order.begin(), order.end(), o) == order.end()) order.push_back(o);
      std::copy(order.begin(), order.end(), lib.begin());
      return 1;
    }
    default:
      return kVmNotMine;
  }
}

}  // namespace mtg
