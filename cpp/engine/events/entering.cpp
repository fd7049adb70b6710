// Choices made as permanents enter the battlefield, asked while the event funnel
// performs the entering (events.cpp): "as this enters, choose a color / a creature
// type" (614.12a), "you may have this enter as a copy" (707.5), what an Aura
// enchants when it enters other than as a resolving Aura spell (303.4f-g), and the
// relative timestamps of permanents entering together (613.7m).  All are options
// of one kChooseReplacement decision (choice_ids.h).
#include <algorithm>

#include "choice_ids.h"
#include "game.h"

namespace mtg {

using namespace choice_ids;

// CR 614.12a: a replacement effect that modifies how a permanent enters and
// requires a choice: the choice is made before it enters, by the player who will
// control it.
void Game::AskEnterChoice(const Event& e, int32_t id) {
  s_.choice_static_id = id;
  s_.rep_options.clear();
  int who = e.controller >= 0 ? e.controller : s_.owner[e.obj];
  const ReplacementDef& rp = Def(StaticObj(id)).replacements[StaticIndex(id)];
  if (rp.mode == RepMode::kEnterAsCopy) {
    // CR 707.5: "you may have this enter as a copy of <sel>": a permanent on the
    // battlefield, or nothing (then it enters as itself).  A further copy effect
    // gained by copying (707.9e) may not copy the values it already has.
    Refresh();
    for (ObjId o : s_.battlefield)
      if (o != e.obj && s_.def[o] != s_.def[e.obj] && Matches(db_->Sel(rp.sel), o, e.obj, who))
        s_.rep_options.push_back(kCopyTag | o);
    s_.rep_options.push_back(kCopyTag | kCopyNothing);
  } else if (rp.mode == RepMode::kReadAhead) {
    // CR 702.155b: a number from one to its final chapter number (714.2d).
    for (int n = 1; n <= Def(e.obj).final_chapter; ++n) s_.rep_options.push_back(kChapterTag | n);
  } else if (rp.mode == RepMode::kChooseCreatureType) {
    // CR 614.12a, 205.3m: any creature type (those the card database knows).
    for (int st = 0; st < db_->NumSubtypes(); ++st)
      if (db_->SubtypeKind(st) == kSubCreature) s_.rep_options.push_back(kTypeTag | st);
  } else if (rp.mode == RepMode::kPayLifeOrTapped) {
    // CR 119.4: a player may pay life only if their life total is at least the payment.
    if (s_.players[who].life >= rp.a) s_.rep_options.push_back(kPayTag | 1);
    s_.rep_options.push_back(kPayTag | 0);
  } else {
    for (int c = 0; c < 5; ++c) s_.rep_options.push_back(kColorTag | c);
  }
  s_.decision = {DecisionKind::kChooseReplacement, who, 1, 1, e.obj};
}

// The object a replacement choice names (the one to copy, 707.5; the one an Aura
// will enchant, 303.4f), or kNoObj.
ObjId Game::ReplacementObject(int32_t id) const {
  if (id < 0) return kNoObj;  // a "you may" replacement declined
  if (IsAttach(id)) return id & ~kAttachTag;
  if (IsStamp(id)) return id & ~kStampTag;
  return IsCopy(id) && (id & kCopyNothing) != kCopyNothing ? (id & kCopyNothing) : kNoObj;
}

// CR 303.4f: an Aura entering the battlefield other than by resolving as an Aura
// spell enters attached to an object its controller chooses as it enters: a legal
// one for its enchant ability (and protection, 702.16c), not targeted (so hexproof
// and shroud don't matter), not one entering at the same time.  303.4g: with none,
// it stays where it was (from the stack: to its owner's graveyard instead).
// Returns false with the choice asked (the event is then performed once answered).
bool Game::AuraEnters(Event& e) {
  const int es = Def(e.obj).enchant_sel;
  const int who = e.controller >= 0 ? e.controller : s_.owner[e.obj];
  Refresh();
  s_.rep_options.clear();
  for (ObjId t : s_.battlefield) {
    if (t == e.obj || std::find(s_.entered_battlefield.begin(), s_.entered_battlefield.end(), t) !=
                          s_.entered_battlefield.end())
      continue;
    // Its characteristics as it would exist on the battlefield (303.4k): its card's.
    if (!Matches(db_->Sel(es), t, e.obj, who)) continue;
    if ((s_.keywords[t] & kProtection) &&
        ((s_.protection[t] & kProtEverything) || (s_.protection[t] & Def(e.obj).colors & 0x1f)))
      continue;  // 702.16c: it can't be enchanted by such an Aura
    s_.rep_options.push_back(kAttachTag | t);
  }
  if (s_.rep_options.empty()) {  // 303.4g
    if (e.from == Zone::kStack) e.to = Zone::kGraveyard;
    else e.cancelled = 1;
    return true;
  }
  if (s_.rep_options.size() == 1) {
    s_.entering_attached = s_.rep_options[0] & ~kAttachTag;
    s_.rep_options.clear();
    return true;
  }
  s_.decision = {DecisionKind::kChooseReplacement, who, 1, 1, e.obj};
  return false;
}

std::string Game::ReplacementLabel(int32_t id) const {
  if (id < 0) {  // a "you may" one declined (616.1)
    const std::string l = ReplacementLabel(~id);
    return "decline " + (l.rfind("apply ", 0) == 0 ? l.substr(6) : l);
  }
  // A color chosen as a permanent enters is a choice, not an effect to apply.
  if (IsColor(id)) return std::string("choose ") + kColorNames[id & 7];
  if (IsCreatureType(id)) return "choose " + db_->SubtypeName(id & ~kTypeTag);
  if (IsAttach(id)) return "enchant " + DescribeRef(id & ~kAttachTag);
  if (IsPay(id)) {
    const ReplacementDef& rp = Def(StaticObj(s_.choice_static_id)).replacements[StaticIndex(s_.choice_static_id)];
    return (id & 1) ? "pay " + std::to_string(rp.a) + " life" : std::string("don't pay (it enters tapped)");
  }
  if (IsStamp(id)) return "timestamp next: " + DescribeRef(id & ~kStampTag);
  if (IsChapterChoice(id)) return "choose " + std::to_string(id & 0xff) + " lore counters";
  if (IsCopy(id))
    return (id & kCopyNothing) == kCopyNothing ? std::string("enter as a copy of nothing")
                                               : "enter as a copy of " + DescribeRef(id & kCopyNothing);
  return "apply " + ReplacementText(id);
}

// CR 613.7m: objects that entered the battlefield simultaneously get their relative
// timestamps in APNAP order: the active player's first (in the order they entered,
// the order the engine chooses for that player), then the other player's.  The
// battlefield list stays in timestamp order.
// The batch's entering permanents ordered (613.7m): APNAP once, then each player's
// choice for theirs with static abilities; false while a choice is asked.
bool Game::OrderEnteredTimestamps() {
  if (!s_.stamps_done) ApnapTimestamps();
  if (!s_.stamp_pending.empty()) {  // its controller orders them, one at a time
    const int who = s_.controller[s_.stamp_pending.front()];
    for (ObjId o : s_.stamp_pending)
      if (s_.controller[o] == who) s_.rep_options.push_back(kStampTag | o);
    s_.decision = {DecisionKind::kChooseReplacement, who, 1, 1, kNoObj};
    return false;
  }
  s_.stamps_done = false;  // for the next batch
  return true;
}

void Game::ApnapTimestamps() {
  const auto& ent = s_.entered_battlefield;
  s_.stamps_done = true;
  int first = -1;
  bool mixed = false;
  int with_statics[kMaxPlayers] = {0, 0, 0, 0, 0, 0};
  for (ObjId o : ent) {
    if (s_.zone[o] != Zone::kBattlefield) continue;
    if (first < 0) first = s_.controller[o];
    else mixed |= s_.controller[o] != first;
    if (!Def(o).statics.empty()) ++with_statics[s_.controller[o]];
  }
  // The order of one player's permanents matters only for their static abilities'
  // effects (613.7a): with two or more, the player chooses it (AnswerStampOrder).
  bool several = false;
  for (int q = 0; q < s_.num_players; ++q) several |= with_statics[q] > 1;
  if (several) {
    s_.stamp_pending.clear();
    for (int k = 0; k < s_.num_players; ++k) {
      const int q = (s_.active + k) % s_.num_players;
      if (with_statics[q] > 1)
        for (ObjId o : s_.battlefield)
          if (s_.controller[o] == q && !Def(o).statics.empty() &&
              std::find(ent.begin(), ent.end(), o) != ent.end())
            s_.stamp_pending.push_back(o);
    }
  }
  if (!mixed) return;
  std::vector<ObjId> rows;
  std::vector<int32_t> ts;
  std::vector<size_t> pos;
  for (size_t i = 0; i < s_.battlefield.size(); ++i) {
    const ObjId o = s_.battlefield[i];
    if (std::find(ent.begin(), ent.end(), o) == ent.end()) continue;
    rows.push_back(o), ts.push_back(s_.timestamp[o]), pos.push_back(i);
  }
  std::sort(ts.begin(), ts.end());
  std::stable_sort(rows.begin(), rows.end(), [&](ObjId a, ObjId b) {
    return (s_.controller[a] != s_.active) < (s_.controller[b] != s_.active);
  });
  for (size_t k = 0; k < rows.size(); ++k) {
    s_.timestamp[rows[k]] = ts[k];
    s_.battlefield[pos[k]] = rows[k];
  }
  dirty();
}

// CR 613.7m: the player chose `id`'s permanent to have the earliest timestamp among
// their entered permanents not yet ordered: it swaps timestamps (and battlefield
// places) with the earliest of them.
bool Game::AnswerStampOrder(int32_t id) {
  if (!IsStamp(id)) return false;
  const ObjId r = id & ~kStampTag;
  const int who = s_.controller[r];
  ObjId m = kNoObj;
  for (ObjId o : s_.stamp_pending)
    if (s_.controller[o] == who && (m == kNoObj || s_.timestamp[o] < s_.timestamp[m])) m = o;
  if (m != r) {
    std::swap(s_.timestamp[m], s_.timestamp[r]);
    auto pm = std::find(s_.battlefield.begin(), s_.battlefield.end(), m);
    auto pr = std::find(s_.battlefield.begin(), s_.battlefield.end(), r);
    std::iter_swap(pm, pr);
  }
  s_.stamp_pending.erase(std::find(s_.stamp_pending.begin(), s_.stamp_pending.end(), r));
  int left = 0;
  for (ObjId o : s_.stamp_pending) left += s_.controller[o] == who;
  if (left == 1)  // the last one takes the last place
    s_.stamp_pending.erase(std::remove_if(s_.stamp_pending.begin(), s_.stamp_pending.end(),
                                          [&](ObjId o) { return s_.controller[o] == who; }),
                           s_.stamp_pending.end());
  dirty();
  return true;
}

}  // namespace mtg
