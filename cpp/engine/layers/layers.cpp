// Continuous effects and the layer system (CR 611-613).
//
// Design.  Every continuous effect is one record with: its source, controller,
// timestamp (613.7), duration (611.2a), the affected set (a locked-in object for
// an effect of a resolving spell or ability, 611.2c; a selector re-evaluated at
// every recompute for a static ability, 611.3a) and the change as data
// (ChangeDef: one part per layer it touches, 613.6).  Effects of resolved spells
// and abilities live in GameState::effects; static abilities' effects (604) are
// generated here from the permanents on the battlefield while their source has
// the ability.  RecomputeCharacteristics derives, for every permanent, the
// characteristics every reader uses (controller, types, supertypes, subtypes,
// colors, keywords with their parameters, which abilities it has, its {T} mana,
// base and final P/T) in 613 order:
//   reset to copiable values (layer 1) -> 2 control -> 3 text (text.cpp) ->
//   4 types -> 5 colors -> 6 abilities -> 7a CDAs -> 7b set -> 7c modify
//   (counters) -> 7d switch.
// Within a layer: CDAs first (613.3), then timestamp order (613.7), overridden by
// dependency (613.8), computed by trial: effect A depends on B when applying B
// would change A's existence, the set A applies to, or what A does to it.  The
// trial applies B to B's objects (each saved first), asks A the three questions
// again on those objects, and undoes B.  A filter (what B's layer part writes:
// card types, supertypes, subtypes, colors, keywords, abilities' existence, P/T;
// against what A's selector, condition, amount and existence read) skips pairs
// that can't interact, so the usual board pays nothing for 613.8.  The order is
// re-evaluated after each application (613.8c); in a loop, the earliest effect
// whose dependencies all lie in its own loop goes first (613.8b).  An effect that
// began applying keeps its set for later layers, even if its source loses the
// ability (613.6).  Recompute happens only when GameState::dirty is set (any event
// that can change an input); with no effect now or at the last recompute it only
// redoes P/T (derived_plain); its scratch vectors are reused (no allocation warm).
//
// Keyword counters (122.1b) are effects too: CollectEffects makes one per kind
// on a permanent, in layer 6 with the counters' timestamp (613.7c).
//
// Layer 1 (copy effects 707, face-down 708): copy.cpp.  Layer 3 (text-changing
// effects 612): text.cpp.  Timestamps of permanents entering together (613.7m):
// entering.cpp.
//
// How later families plug in (not implemented here):
//  - Attachments (Auras/Equipment): StaticDef::affects == Affects::kAttached
//    ("enchanted creature gets +2/+2", "equipped creature has flying"); Affected()
//    resolves it through a per-row `attached_to` (to add; attaching marks the
//    derivation dirty), and an attachment's new timestamp (613.7e) is its row
//    timestamp, which static effects already use (613.7a).  A control-changing Aura
//    is a static ChangeDef with gain_control and Affects::kAttached.
#include <algorithm>
#include <chrono>

#include "game.h"

namespace mtg {

namespace {

// What a layer writes / an effect reads (the 613.8 dependency filter): an effect
// can depend on another only if the other writes something it reads.
enum : uint32_t {
  kInControl = 1, kInCardTypes = 2, kInSupertypes = 4, kInSubtypes = 8, kInColors = 16,
  kInKeywords = 32,   // keywords a selector tests
  kInExistence = 64,  // abilities removed (a static ability's own existence)
  kInPt = 128,
};

uint32_t SelInputs(const Selector& s) {
  uint32_t m = 0;
  if (s.types_any || s.types_all || s.types_none) m |= kInCardTypes;
  if (s.supertypes_any || s.supertypes_none) m |= kInSupertypes;
  if (s.subtype != -1 || s.not_subtype != -1) m |= kInSubtypes;
  if (s.colors_any || s.colors_none) m |= kInColors;
  if (s.kw_any || s.kw_none) m |= kInKeywords;
  if (s.controller != Rel::kAny) m |= kInControl;
  if (s.power_cmp != Cmp::kNone || s.tough_cmp != Cmp::kNone) m |= kInPt;
  if (s.alt >= 0) m |= kInCardTypes | kInSupertypes | kInSubtypes | kInColors | kInKeywords | kInControl | kInPt;
  return m;
}

uint32_t LayerOutputs(const ActiveEffect& e, Layer l) {
  const ChangeDef* c = e.ch;
  switch (l) {
    case Layer::k2Control: return kInControl;
    case Layer::k4Type:
      if (!c) return 0;
      return ((c->add_types | c->remove_types) ? kInCardTypes : 0u) |
             ((c->add_super | c->remove_super) ? kInSupertypes : 0u) |
             ((c->add_subtypes[0] != -1 || c->lose_creature_types || c->set_land_types) ? kInSubtypes : 0u) |
             (c->set_land_types ? kInExistence | kInKeywords : 0u);  // 305.7
    case Layer::k5Color: return kInColors;
    case Layer::k6Ability:
      if (!c) return e.kw ? kInKeywords : 0u;
      return ((c->add_kw | c->remove_kw | c->cant_have_kw | c->add_protection) || c->lose_all ? kInKeywords : 0u) |
             (c->lose_all ? kInExistence : 0u);
    case Layer::kRules: return kInKeywords;
    default: return kInPt;
  }
}

bool IsPtLayer(Layer l) {
  return l == Layer::k7aCda || l == Layer::k7bSet || l == Layer::k7cModify || l == Layer::k7dSwitch;
}

}  // namespace

// ---------------------------------------------------------------------------
// The effects of this recompute
// ---------------------------------------------------------------------------

void Game::CollectEffects() {
  act_.clear();
  for (const ContinuousEffect& ce : s_.effects) {
    if (ce.text_from) continue;  // layer 3: text.cpp (BuildTextSwaps)
    if (ce.obj != kNoObj && s_.zone[ce.obj] != Zone::kBattlefield) continue;  // it left: a new object (400.7)
    if ((ce.duration == Duration::kWhileSourceOnBattlefield || ce.duration == Duration::kWhileYouControlSource) &&
        (ce.source == kNoObj || s_.zone[ce.source] != Zone::kBattlefield))
      continue;
    ActiveEffect a;
    a.source = ce.source;
    a.controller = ce.controller;
    a.timestamp = ce.timestamp;
    a.locked = ce.obj;
    if (ce.change >= 0) {
      a.ch = &db_->Get(ce.def).changes[ce.change];
      a.layers = a.ch->layers;
    } else {
      a.p = ce.power, a.t = ce.toughness, a.kw = ce.add_keywords;
      // "Target creature can't block this turn" is a rules effect (613.10), not an ability.
      a.layers = static_cast<uint16_t>((a.kw & ~kRestrictionKw ? LayerBit(Layer::k6Ability) : 0) |
                                       (a.kw & kRestrictionKw ? LayerBit(Layer::kRules) : 0) |
                                       (a.p || a.t ? LayerBit(Layer::k7cModify) : 0));
    }
    a.static_index = ce.duration == Duration::kWhileYouControlSource ? -2 : -1;
    act_.push_back(a);
  }
  // Stored effects are in timestamp order already; with no static ability in this
  // game and no keyword counter ever put (any_statics) there is nothing to merge.
  if (!s_.any_statics) return;
  // CR 122.1b, 613.1f: a keyword counter grants its keyword in layer 6, in the
  // counters' timestamp order (613.7c).
  for (const KwCounter& k : s_.kw_counters) {
    ActiveEffect a;
    a.source = a.locked = k.obj;
    a.controller = s_.controller[k.obj];
    a.timestamp = k.timestamp;
    a.kw = kKwCounterKeyword[k.kind - kFirstKwCounter];
    a.layers = LayerBit(Layer::k6Ability);
    act_.push_back(a);
  }
  for (ObjId o : s_.battlefield) {
    const CardDef& cd = Def(o);
    if (cd.statics.empty()) continue;
    for (int k = 0; k < static_cast<int>(cd.statics.size()); ++k) {
      const StaticDef& sd = cd.statics[k];
      ActiveEffect a;
      a.st = &sd;
      a.ch = &cd.changes[sd.change];
      a.layers = a.ch->layers;
      a.source = o;
      a.controller = s_.controller[o];
      a.timestamp = s_.timestamp[o];  // 613.7a
      a.static_index = k;
      a.cda = sd.cda;
      act_.push_back(a);
    }
  }
  // Timestamp order (613.7); a stable insertion sort (no allocation; the list is
  // short and nearly sorted) keeps an object's statics in order.
  for (size_t i = 1; i < act_.size(); ++i)
    for (size_t j = i; j > 0 && act_[j - 1].timestamp > act_[j].timestamp; --j) std::swap(act_[j - 1], act_[j]);
}

// Does effect e exist when layer `l` is applied (its source still has the
// static ability and its condition holds)?  An effect that began applying
// continues (613.6).
bool Game::EffectExists(const ActiveEffect& e, Layer l) {
  (void)l;
  if (e.started) return true;
  if (e.static_index == -2)  // "for as long as you control <source>" (611.2b)
    return s_.zone[e.source] == Zone::kBattlefield && s_.controller[e.source] == e.controller;
  if (!e.st) return true;
  if (s_.zone[e.source] != Zone::kBattlefield || !((s_.statics_on[e.source] >> e.static_index) & 1)) return false;
  return e.st->cond.kind == CondKind::kNone ||
         CheckCondition(e.st->cond, e.source, s_.controller[e.source], kNoObj, kNoObj);
}

bool Game::Affected(const ActiveEffect& e, ObjId o) {
  if (e.locked != kNoObj) return o == e.locked;
  if (!e.st) return false;
  switch (e.st->affects) {
    case Affects::kSelf: return o == e.source;
    case Affects::kSel: {
      if (e.st->sel < 0) return false;
      const Selector& sel = db_->Sel(e.st->sel);
      // The cheap tests first (most objects fail on type or controller).
      const uint32_t t = s_.types[o];
      if (sel.alt >= 0) return Matches(sel, o, e.source, s_.controller[e.source]);  // "X or Y"
      if ((sel.types_any && !(t & sel.types_any)) || (t & sel.types_all) != sel.types_all) return false;
      const int p = s_.controller[e.source];
      if (!RelOk(sel.controller, s_.controller[o], p) || (sel.another && o == e.source)) return false;
      return Matches(sel, o, e.source, p);
    }
    case Affects::kAttached: return o == s_.attached_to[e.source];  // "enchanted/equipped creature"
    default: return false;  // players (613.11): RecomputeCharacteristics
  }
  return false;
}

// The number an amount-based P/T part uses for object o (613.4a-c).
int Game::PtValue(const ActiveEffect& e, ObjId o, bool toughness) {
  const ChangeDef& c = *e.ch;
  int n = 0;
  switch (c.pt_kind) {
    case PtAmount::kFixed: return 0;
    case PtAmount::kManaValue: n = ManaValue(o); break;
    case PtAmount::kCardsInHand: n = static_cast<int>(s_.players[s_.controller[o]].hand.size()); break;
    case PtAmount::kCardTypesInGraveyards: {
      // A card in a graveyard has its own characteristics (copy effects apply on the
      // battlefield and the stack, 707.4): its card's definition, even while it is
      // entering the battlefield as a copy (707.5: Def() is already the copied one).
      uint32_t t = 0;
      for (int q = 0; q < s_.num_players; ++q)
        for (ObjId g : s_.players[q].graveyard) t |= db_->Get(s_.card_def[s_.card[g]]).types;
      n = __builtin_popcount(t);
      break;
    }
    case PtAmount::kCount: n = CountMatching(c.pt_sel, e.source, s_.controller[e.source]); break;
    case PtAmount::kCountersOnSource: n = e.source != kNoObj ? Counter(e.source, c.pt_sel) : 0; break;
  }
  (void)toughness;
  return n;
}

// One part of effect e applied to object o in layer l.
// It has no abilities (its card's, keywords and their parameters), as after
// "loses all abilities" (613.1f) or a basic land type set by 305.7.
void Game::ClearAbilities(ObjId o) {
  s_.abil_mask[o] = 0;
  s_.statics_on[o] = 0;
  s_.reps_on[o] = 0;
  s_.keywords[o] = 0;
  s_.protection[o] = 0;
  s_.ward[o] = 0;
  s_.extra_blocks[o] = 0, s_.lure[o] = 0, s_.max_one_blocker[o] = 0;
}

void Game::ApplyToObject(ActiveEffect& e, Layer l, ObjId o) {
  if (!e.ch) {  // an inline pump
    if (l == Layer::k6Ability) s_.keywords[o] |= e.kw & ~kRestrictionKw;
    if (l == Layer::kRules) s_.keywords[o] |= e.kw & kRestrictionKw;  // 613.10
    if (l == Layer::k7cModify) SatAdd(s_.power[o], e.p), SatAdd(s_.toughness[o], e.t);  // 107.1
    return;
  }
  const ChangeDef* cp = e.ch;
  ChangeDef mapped;
  if (__builtin_expect(!s_.text_swaps.empty(), 0) && e.st && HasTextSwaps(e.source)) {
    mapped = MapChange(*e.ch, e.source);  // CR 612.1: its words as its source's text now says
    cp = &mapped;
  }
  const ChangeDef& c = *cp;
  switch (l) {
    case Layer::k2Control:  // 613.1b
      // A static ability's controller is its source's (after earlier layer-2 effects).
      if (c.gain_control) s_.controller[o] = static_cast<int8_t>(e.st ? s_.controller[e.source] : e.controller);
      break;
    case Layer::k4Type: {  // 613.1d
      s_.types[o] = (s_.types[o] & ~c.remove_types) | c.add_types;
      s_.supertypes[o] = (s_.supertypes[o] & ~c.remove_super) | c.add_super;
      uint64_t* sub = &s_.subtypes[static_cast<size_t>(o) * s_.sub_words];
      if (c.lose_creature_types || c.set_land_types)
        for (int st = 0; st < db_->NumSubtypes(); ++st) {
          const int kind = db_->SubtypeKind(st);
          if ((c.lose_creature_types && kind == kSubCreature) || (c.set_land_types && kind == kSubLand))
            sub[st >> 6] &= ~(uint64_t{1} << (st & 63));
        }
      if (c.set_land_types) {
        // CR 305.7: it loses the abilities of its rules text (and old land types'
        // mana abilities); it gains the new basic land types' (305.6, below).
        ClearAbilities(o);
      }
      for (int32_t st : c.add_subtypes) {
        if (st == kChosenSubtype) st = ChosenType(e.source);  // "is the chosen type" (614.12a)
        if (st >= 0) sub[st >> 6] |= uint64_t{1} << (st & 63);
      }
      // 205.1b: a type change that makes it stop being a creature drops its creature types
      break;
    }
    case Layer::k5Color:  // 613.1e
      if (c.colors_set) s_.colors[o] = c.set_colors;
      s_.colors[o] |= c.add_colors;
      break;
    case Layer::k6Ability:  // 613.1f
      if (c.lose_all) {
        ClearAbilities(o);
        s_.land_mana[o] = 0;
      }
      if (c.remove_kw) {
        s_.keywords[o] &= ~(c.remove_kw | (c.remove_kw & kHexproof ? kHexproofFrom : 0));  // 702.11e
        if (c.remove_kw & kProtection) s_.protection[o] = 0;
        if (c.remove_kw & kWard) s_.ward[o] = 0;
      }
      s_.keywords[o] |= c.add_kw;
      if (c.add_protection) s_.keywords[o] |= kProtection, s_.protection[o] |= c.add_protection;
      if (c.add_ward) s_.keywords[o] |= kWard, s_.ward[o] = std::max(s_.ward[o], c.add_ward);
      cant_have_[o] |= c.cant_have_kw;
      break;
    case Layer::k7aCda:
    case Layer::k7bSet: {  // 613.4a-b
      if (c.pt_kind == PtAmount::kFixed) {
        if (c.set_p != kNoPt) s_.power[o] = c.set_p;
        if (c.set_t != kNoPt) s_.toughness[o] = c.set_t;
      } else {
        const int n = PtValue(e, o, false);
        if (c.set_p != kNoPt) s_.power[o] = Saturate(int64_t{n} * c.set_p + c.p_offset);
        if (c.set_t != kNoPt) s_.toughness[o] = Saturate(int64_t{n} * c.set_t + c.t_offset);
      }
      break;
    }
    case Layer::k7cModify:  // 613.4c
      if (c.pt_kind == PtAmount::kFixed || (c.set_p != kNoPt || c.set_t != kNoPt)) {
        SatAdd(s_.power[o], c.mod_p);  // 107.1
        SatAdd(s_.toughness[o], c.mod_t);
      } else {
        const int n = PtValue(e, o, false);
        SatAdd(s_.power[o], int64_t{n} * c.mod_p);
        SatAdd(s_.toughness[o], int64_t{n} * c.mod_t);
      }
      break;
    case Layer::k7dSwitch:  // 613.4d
      if (c.switch_pt) std::swap(s_.power[o], s_.toughness[o]);
      break;
    case Layer::kRules:  // 613.10: after all layers; not an ability (613.1f can't remove it)
      s_.keywords[o] |= c.restrict_kw;
      break;
    default: break;
  }
}

// One object's derived values (a dependency trial's undo record, and the
// from-scratch check's snapshot).
void Game::SaveObject(ObjId o, std::vector<uint32_t>* out) {
  out->push_back(static_cast<uint32_t>(s_.controller[o]));
  out->push_back(s_.types[o]);
  out->push_back(s_.supertypes[o]);
  for (int w = 0; w < s_.sub_words; ++w) {
    const uint64_t v = s_.subtypes[static_cast<size_t>(o) * s_.sub_words + w];
    out->push_back(static_cast<uint32_t>(v));
    out->push_back(static_cast<uint32_t>(v >> 32));
  }
  out->push_back(s_.colors[o]);
  out->push_back(static_cast<uint32_t>(s_.keywords[o]));
  out->push_back(static_cast<uint32_t>(s_.keywords[o] >> 32));
  out->push_back(s_.protection[o]);
  out->push_back(static_cast<uint32_t>(s_.ward[o]));
  out->push_back(static_cast<uint32_t>(s_.abil_mask[o]));
  out->push_back(static_cast<uint32_t>(s_.abil_mask[o] >> 32));
  out->push_back(s_.statics_on[o]);
  out->push_back(s_.reps_on[o]);
  out->push_back(static_cast<uint32_t>(s_.power[o]));
  out->push_back(static_cast<uint32_t>(s_.toughness[o]));
  out->push_back(s_.land_mana[o]);
  out->push_back(static_cast<uint32_t>(cant_have_[o]));
  out->push_back(static_cast<uint32_t>(cant_have_[o] >> 32));
  out->push_back(static_cast<uint8_t>(s_.extra_blocks[o]) | (uint32_t{s_.lure[o]} << 8) |
                 (uint32_t{s_.max_one_blocker[o]} << 9));  // combat statics
}

size_t Game::RestoreObject(ObjId o, const std::vector<uint32_t>& in, size_t k) {
  s_.controller[o] = static_cast<int8_t>(in[k++]);
  s_.types[o] = in[k++];
  s_.supertypes[o] = in[k++];
  for (int w = 0; w < s_.sub_words; ++w) {
    const uint64_t lo = in[k++], hi = in[k++];
    s_.subtypes[static_cast<size_t>(o) * s_.sub_words + w] = lo | (hi << 32);
  }
  s_.colors[o] = in[k++];
  s_.keywords[o] = in[k] | (KwBits{in[k + 1]} << 32), k += 2;
  s_.protection[o] = in[k++];
  s_.ward[o] = static_cast<int32_t>(in[k++]);
  const uint64_t lo = in[k++], hi = in[k++];
  s_.abil_mask[o] = lo | (hi << 32);
  s_.statics_on[o] = in[k++];
  s_.reps_on[o] = in[k++];
  s_.power[o] = static_cast<int32_t>(in[k++]);
  s_.toughness[o] = static_cast<int32_t>(in[k++]);
  s_.land_mana[o] = static_cast<uint8_t>(in[k++]);
  cant_have_[o] = in[k] | (KwBits{in[k + 1]} << 32), k += 2;
  s_.extra_blocks[o] = static_cast<int8_t>(in[k] & 0xff);
  s_.lure[o] = static_cast<uint8_t>((in[k] >> 8) & 1);
  s_.max_one_blocker[o] = static_cast<uint8_t>((in[k++] >> 9) & 1);
  return k;
}

// What effect a reads in layer l (the filter's other half).
uint32_t Game::EffectInputs(const ActiveEffect& a, Layer l) {
  uint32_t in = 0;
  if (!a.started) {
    if (a.st) {
      in |= kInExistence;  // the source keeps the ability (613.1f, 305.7)
      if (a.st->affects == Affects::kSel && a.st->sel >= 0) in |= SelInputs(db_->Sel(a.st->sel));
      if (a.st->cond.kind != CondKind::kNone) {
        in |= kInControl;
        if (a.st->cond.sel >= 0) in |= SelInputs(db_->Sel(a.st->cond.sel));
      }
    }
    if (a.static_index == -2) in |= kInControl;
  }
  if (a.ch && IsPtLayer(l) && a.ch->pt_kind == PtAmount::kCount && a.ch->pt_sel >= 0)
    in |= SelInputs(db_->Sel(a.ch->pt_sel)) | kInControl;
  return in;
}

// CR 613.8a: does effect a depend on effect b in layer l?  The caller has checked
// that b writes something a reads and gives b's set (`bset`, bits over battlefield
// positions).  The trial applies b to its objects (saving each first) and asks
// whether a's existence, the set it applies to, or what it does changed
// (613.8a(b)); only objects b changed can answer differently.  Then b is undone.
bool Game::DependsOn(int ai, int bi, Layer l, const uint64_t* bset) {
  ActiveEffect& a = act_[ai];
  ActiveEffect& b = act_[bi];
  if (a.cda != b.cda) return false;  // 613.8a(c)
  const size_t n = s_.battlefield.size();
  trial_objs_.clear();
  for (size_t i = 0; i < n; ++i)
    if ((bset[i >> 6] >> (i & 63)) & 1) trial_objs_.push_back(static_cast<ObjId>(i));  // positions
  if (trial_objs_.empty()) return false;
  const bool counts = a.ch && IsPtLayer(l) && a.ch->pt_kind == PtAmount::kCount && a.ch->pt_sel >= 0;
  const int p_src = a.source != kNoObj ? s_.controller[a.source] : a.controller;
  auto answers = [&](std::vector<uint32_t>* out) {
    out->clear();
    out->push_back(EffectExists(a, l));
    for (ObjId i : trial_objs_) {
      const ObjId o = s_.battlefield[i];
      const bool in = a.started ? ((sets_[a.set_off + (i >> 6)] >> (i & 63)) & 1) : Affected(a, o);
      out->push_back(in);
      if (counts) out->push_back(Matches(db_->Sel(a.ch->pt_sel), o, a.source, p_src));
    }
  };
  answers(&ans_before_);
  save_a_.clear();
  for (ObjId i : trial_objs_) SaveObject(s_.battlefield[i], &save_a_);
  for (ObjId i : trial_objs_) ApplyToObject(b, l, s_.battlefield[i]);
  answers(&ans_after_);
  size_t k = 0;
  for (ObjId i : trial_objs_) k = RestoreObject(s_.battlefield[i], save_a_, k);
  return ans_before_ != ans_after_;
}

// All effects with a part in layer l, in 613.3 / 613.7 / 613.8 order.
void Game::ApplyLayer(Layer l) {
  const uint16_t bit = LayerBit(l);
  order_.clear();
  // 613.3: characteristic-defining abilities first (layers 2-6; 7a holds only
  // CDAs), each group in timestamp order (act_ is).
  for (int pass = 1; pass >= 0; --pass)
    for (int i = 0; i < static_cast<int>(act_.size()); ++i) {
      ActiveEffect& e = act_[i];
      e.done = 0;
      if ((e.layers & bit) && e.cda == pass) order_.push_back(i);
    }
  if (order_.empty()) return;
  const size_t n = s_.battlefield.size();
  const int words = static_cast<int>((n + 63) / 64);
  auto apply = [&](int idx) {
    ActiveEffect& e = act_[idx];
    e.done = 1;
    if (!EffectExists(e, l)) return;
    uint64_t* set = &sets_[e.set_off];
    if (!e.started) {  // 613.6: its set is fixed from here on
      for (int w = 0; w < words; ++w) set[w] = 0;
      for (size_t i = 0; i < n; ++i)
        if (Affected(e, s_.battlefield[i])) set[i >> 6] |= uint64_t{1} << (i & 63);
      e.started = 1;
    }
    for (size_t i = 0; i < n; ++i)
      if ((set[i >> 6] >> (i & 63)) & 1) ApplyToObject(e, l, s_.battlefield[i]);
  };
  // The filter (what each reads and writes here); with no pair that could
  // interact, timestamp order it is.
  const int m0 = static_cast<int>(order_.size());
  bool may_depend = false;
  if (m0 > 1 && m0 <= 64) {
    in_.resize(act_.size()), out_.resize(act_.size());
    for (int idx : order_) in_[idx] = EffectInputs(act_[idx], l), out_[idx] = LayerOutputs(act_[idx], l);
    for (int i = 0; i < m0 && !may_depend; ++i)
      for (int j = 0; j < m0 && !may_depend; ++j)
        may_depend = i != j && (in_[order_[i]] & out_[order_[j]]) && act_[order_[i]].cda == act_[order_[j]].cda;
  }
  if (!may_depend) {
    for (int idx : order_) apply(idx);
    return;
  }
  // 613.8b-c: repeatedly pick the first effect (in CDA/timestamp order) whose
  // dependencies are all applied or lie in its own dependency loop.
  int left = static_cast<int>(order_.size());
  uint64_t dep[64], reach[64];
  while (left > 0) {
    int live[64];
    int m = 0;
    for (int idx : order_)
      if (!act_[idx].done) live[m++] = idx;
    // Each effect's set now (b's side of a trial), computed once per step.
    uint64_t need_set = 0;
    for (int i = 0; i < m; ++i) {
      if (!act_[live[i]].started) in_[live[i]] = EffectInputs(act_[live[i]], l);
      for (int j = 0; j < m; ++j)
        if (i != j && (in_[live[i]] & out_[live[j]]) && act_[live[i]].cda == act_[live[j]].cda)
          need_set |= uint64_t{1} << j;
    }
    trial_sets_.resize(static_cast<size_t>(m) * words + 1);
    for (int j = 0; j < m; ++j) {
      if (!((need_set >> j) & 1)) continue;
      uint64_t* set = &trial_sets_[static_cast<size_t>(j) * words];
      ActiveEffect& e = act_[live[j]];
      const bool exists = EffectExists(e, l);
      for (int w = 0; w < words; ++w) set[w] = exists && e.started ? sets_[e.set_off + w] : 0;
      if (exists && !e.started)
        for (size_t i = 0; i < n; ++i)
          if (Affected(e, s_.battlefield[i])) set[i >> 6] |= uint64_t{1} << (i & 63);
    }
    for (int i = 0; i < m; ++i) {
      dep[i] = 0;
      for (int j = 0; j < m; ++j)
        if (i != j && ((need_set >> j) & 1) && (in_[live[i]] & out_[live[j]]) &&
            act_[live[i]].cda == act_[live[j]].cda &&
            DependsOn(live[i], live[j], l, &trial_sets_[static_cast<size_t>(j) * words]))
          dep[i] |= uint64_t{1} << j;
    }
    for (int i = 0; i < m; ++i) reach[i] = dep[i];
    for (int k = 0; k < m; ++k)  // transitive closure
      for (int i = 0; i < m; ++i)
        if ((reach[i] >> k) & 1) reach[i] |= reach[k];
    int pick = 0;
    for (int i = 0; i < m; ++i) {
      bool ok = true;
      for (int j = 0; j < m && ok; ++j)
        if (((dep[i] >> j) & 1) && !((reach[j] >> i) & 1)) ok = false;  // j not in i's loop
      if (ok) {
        pick = i;
        break;
      }
    }
    // In a loop the members apply in timestamp order (613.8b): the first such.
    apply(live[pick]);
    --left;
  }
}

// ---------------------------------------------------------------------------
// The recompute
// ---------------------------------------------------------------------------

void Game::RecomputeCharacteristics() {
  s_.dirty = false;
  ++s_.change_gen;  // CR 704.3: characteristics may have changed
  const size_t rows = s_.def.size();
  if (cant_have_.size() < rows) cant_have_.resize(rows + 64, 0);
  if (old_controller_.size() < rows) old_controller_.resize(rows + 64, 0);
  CollectEffects();
  if (s_.any_text) BuildTextSwaps();  // layer 3 (612): which text changes apply now
  if (act_.empty() && s_.derived_plain && !s_.any_copy && s_.text_swaps.empty() && !s_.level_rules) {
    // The common case: no effect now nor at the last recompute, so every
    // permanent has its card's values (NewObject); P/T add counters (613.4c).
    bool control_changed = false;
    for (ObjId o : s_.battlefield) {
      const CardDef& cd = Def(o);
      old_controller_[o] = s_.controller[o];
      control_changed |= s_.controller[o] != s_.base_controller[o];
      s_.controller[o] = s_.base_controller[o];
      if (cd.protection & kProtChosenColor) ResetToCopiable(o);
      const int d = Counter(o, kPlusOne) - Counter(o, kMinusOne);
      s_.base_power[o] = cd.power;
      s_.base_toughness[o] = cd.toughness;
      s_.power[o] = SatAdd32(cd.power, d);  // 107.1
      s_.toughness[o] = SatAdd32(cd.toughness, d);
    }
    if (control_changed && !no_side_effects_)
      for (ObjId o : s_.battlefield)
        if (old_controller_[o] != s_.controller[o]) AfterControlChange(o);
    return;
  }
  for (ObjId o : s_.battlefield) {
    old_controller_[o] = s_.controller[o];
    ResetToCopiable(o);
    cant_have_[o] = 0;
    s_.land_mana[o] = 0;
  }
  // (The fast path above needs no reset: the last recompute had no effect.)
  for (PlayerState& ps : s_.players) ps.rules = 0, ps.loyalty_more = 0, ps.extra_lands = 0;
  s_.derived_plain = act_.empty() && !s_.any_copy && s_.text_swaps.empty();
  // Layer 3 (613.1c): text-changing effects rewrite the words of the type line and
  // of printed keyword parameters (the rest of the text is mapped where it's read).
  if (!s_.text_swaps.empty())
    for (ObjId o : s_.battlefield)
      if (HasTextSwaps(o)) ApplyTextChanges(o);
  if (act_.empty() && s_.text_swaps.empty()) {
    for (ObjId o : s_.battlefield) {
      const int d = Counter(o, kPlusOne) - Counter(o, kMinusOne);
      s_.power[o] = SatAdd32(s_.power[o], d), s_.toughness[o] = SatAdd32(s_.toughness[o], d);  // 107.1
    }
    if (!no_side_effects_)
      for (ObjId o : s_.battlefield)
        if (old_controller_[o] != s_.controller[o]) AfterControlChange(o);
    return;
  }
  const size_t words = (s_.battlefield.size() + 63) / 64;
  sets_.resize(std::max<size_t>(sets_.size(), act_.size() * words + 1));
  for (size_t i = 0; i < act_.size(); ++i) act_[i].set_off = static_cast<int32_t>(i * words);
  ApplyLayer(Layer::k2Control);
  ApplyLayer(Layer::k4Type);
  // CR 305.6: each basic land type it has gives its mana ability (a printed
  // "intrinsic" one if its card has it, else the engine's).
  for (ObjId o : s_.battlefield) {
    const CardDef& cd = Def(o);
    if (cd.default_abilities != cd.printed_abilities) s_.abil_mask[o] &= cd.printed_abilities | ~cd.default_abilities;
    uint8_t have = 0;
    for (int c = 0; c < 5; ++c) {
      const int32_t st = db_->BasicLandType(c);
      if (st >= 0 && ((s_.subtypes[static_cast<size_t>(o) * s_.sub_words + (st >> 6)] >> (st & 63)) & 1))
        have |= 1u << c;
    }
    if (!have) continue;
    for (int k = 0; k < static_cast<int>(cd.abilities.size()) && k < 64; ++k) {
      const int c = cd.abilities[k].intrinsic;
      if (c >= 0 && ((have >> c) & 1)) s_.abil_mask[o] |= uint64_t{1} << k, have &= ~(1u << c);
    }
    s_.land_mana[o] = have;
  }
  {
    ApplyLayer(Layer::k5Color);
    ApplyLayer(Layer::k6Ability);
    for (ObjId o : s_.battlefield)
      if (cant_have_[o]) {  // "can't have or gain" (613.1f)
        s_.keywords[o] &= ~(cant_have_[o] | (cant_have_[o] & kHexproof ? kHexproofFrom : 0));  // 702.11e
        if (cant_have_[o] & kProtection) s_.protection[o] = 0;
        if (cant_have_[o] & kWard) s_.ward[o] = 0;
      }
    ApplyLayer(Layer::k7aCda);
    ApplyLayer(Layer::k7bSet);
  }
  for (ObjId o : s_.battlefield) s_.base_power[o] = s_.power[o], s_.base_toughness[o] = s_.toughness[o];
  ApplyLayer(Layer::k7cModify);
  // CR 613.4c: counters also modify power and toughness in layer 7c.
  for (ObjId o : s_.battlefield) {
    int d = Counter(o, kPlusOne) - Counter(o, kMinusOne);
    s_.power[o] = SatAdd32(s_.power[o], d), s_.toughness[o] = SatAdd32(s_.toughness[o], d);  // 107.1
  }
  ApplyLayer(Layer::k7dSwitch);
  ApplyLayer(Layer::kRules);  // 613.10
  // 613.11: rules effects on players, after all layers (in timestamp order; the
  // ones the engine knows only add restrictions, so their order doesn't matter).
  for (ActiveEffect& e : act_) {
    if (!e.st || !e.ch->player_rules || !EffectExists(e, Layer::kRules)) continue;
    const int you = s_.controller[e.source];
    for (int q = 0; q < s_.num_players; ++q)
      if (e.st->affects == Affects::kPlayers || (e.st->affects == Affects::kYou) == (q == you))
        s_.players[q].rules |= e.ch->player_rules,
        s_.players[q].loyalty_more += (e.ch->player_rules & kLoyaltyCostsMore) != 0,  // 606.5: they add up
        s_.players[q].extra_lands += (e.ch->player_rules & kExtraLand) != 0;  // 305.2a: so do these
  }
  // Protection an effect granted prevents damage (702.16e): the funnel must look.
  for (ObjId o : s_.battlefield)
    if (s_.keywords[o] & kProtection) s_.replace_mask |= EvBit(EvKind::kDamage);
  // The automatic payer's {T} mana: its first "{T}: Add <one kind>" it still has,
  // else a basic land type's (305.6).
  for (ObjId o : s_.battlefield) {
    const CardDef& cd = Def(o);
    int8_t color = -1;
    if (cd.mana_ability >= 0 && ((s_.abil_mask[o] >> cd.mana_ability) & 1)) {
      color = static_cast<int8_t>(cd.abilities[cd.mana_ability].mana_color);
    } else {
      for (int k = 0; k < static_cast<int>(cd.abilities.size()) && k < 64 && color < 0; ++k) {
        const AbilityDef& a = cd.abilities[k];
        if (a.kind == AbilityKind::kMana && a.tap && a.cost.Empty() && a.sac == SacCost::kNone &&
            a.mana_color >= 0 && a.mana_color < kNumManaKinds && ((s_.abil_mask[o] >> k) & 1))
          color = static_cast<int8_t>(a.mana_color);
      }
      for (int c = 0; c < 5 && color < 0; ++c)
        if ((s_.land_mana[o] >> c) & 1) color = static_cast<int8_t>(c);
    }
    s_.mana_color[o] = color;
  }
  if (!no_side_effects_)
    for (ObjId o : s_.battlefield)
      if (old_controller_[o] != s_.controller[o]) AfterControlChange(o);
}

// A permanent changed controller (layer 2).
void Game::AfterControlChange(ObjId o) {
  s_.control_since[o] = s_.turn;  // CR 302.6: sick under its new controller
  RemoveFromCombat(o);            // CR 506.4
  actions_valid_ = false;
}

// 514.2 ("until end of turn") and "until your next turn" (611.2a).
void Game::EndEffects(bool end_of_turn, int turn_began_for) {
  auto ends = [&](const ContinuousEffect& e) {
    if (end_of_turn && e.duration == Duration::kEndOfTurn) return true;
    if (turn_began_for >= 0 && e.duration == Duration::kUntilYourNextTurn && e.controller == turn_began_for)
      return true;
    // Effects whose object or source is gone can never apply again (400.7); a text
    // change may apply to a spell (612.1).
    if (e.obj != kNoObj && s_.zone[e.obj] != Zone::kBattlefield && !(e.text_from && s_.zone[e.obj] == Zone::kStack))
      return true;
    if ((e.duration == Duration::kWhileSourceOnBattlefield || e.duration == Duration::kWhileYouControlSource) &&
        (e.source == kNoObj || s_.zone[e.source] != Zone::kBattlefield))
      return true;
    return false;
  };
  const size_t before = s_.effects.size();
  s_.effects.erase(std::remove_if(s_.effects.begin(), s_.effects.end(), ends), s_.effects.end());
  if (s_.effects.size() != before) dirty();
}

// ---------------------------------------------------------------------------
// Views and the from-scratch check
// ---------------------------------------------------------------------------

std::vector<std::string> Game::Subtypes(ObjId o) {
  Refresh();
  std::vector<std::string> out;
  // (a face-down spell has its face-down values, 708.4)
  const bool derived = s_.zone[o] == Zone::kBattlefield || s_.zone[o] == Zone::kNone ||
                       (s_.zone[o] == Zone::kStack && (FaceDown(o) || Bestowed(o)));  // 702.103b
  if (!derived) return Def(o).subtypes;
  // Printed order first, then any others it gained.
  for (int32_t st : Def(o).subtype_ids)
    if (HasSubtype(o, st)) out.push_back(db_->SubtypeName(st));
  for (int st = 0; st < db_->NumSubtypes(); ++st) {
    if (!HasSubtype(o, st)) continue;
    bool printed = false;
    for (int32_t p : Def(o).subtype_ids) printed |= p == st;
    if (!printed) out.push_back(db_->SubtypeName(st));
  }
  return out;
}

std::vector<int> Game::AbilitiesNow(ObjId o) {
  Refresh();
  std::vector<int> out;
  const CardDef& cd = Def(o);
  // (a face-down spell has its face-down values, 708.4)
  const bool derived = s_.zone[o] == Zone::kBattlefield || s_.zone[o] == Zone::kNone ||
                       (s_.zone[o] == Zone::kStack && (FaceDown(o) || Bestowed(o)));  // 702.103b
  for (int k = 0; k < static_cast<int>(cd.abilities.size()); ++k) {
    const AbilityKind kind = cd.abilities[k].kind;
    if (kind == AbilityKind::kSpell || kind == AbilityKind::kStatic) continue;
    if (!derived || (k < 64 && ((s_.abil_mask[o] >> k) & 1))) out.push_back(k);
  }
  if (derived && s_.zone[o] == Zone::kBattlefield)
    for (int c = 0; c < 5; ++c)
      if ((s_.land_mana[o] >> c) & 1) out.push_back(kBasicManaAbility + c);  // 305.6
  return out;
}

double Game::TimeRecompute(int n) {
  Refresh();
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < n; ++i) {
    s_.dirty = true;
    Refresh();
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::string Game::CheckDerivation() {
  Refresh();
  // The cached derivation of every permanent, then a recompute from scratch.
  std::vector<uint32_t>& cached = check_a_;  // scratch: no allocation once warm
  cached.clear();
  for (ObjId o : s_.battlefield) SaveObject(o, &cached);
  for (ObjId o : s_.battlefield) {
    cached.push_back(static_cast<uint32_t>(s_.base_power[o]));
    cached.push_back(static_cast<uint32_t>(s_.base_toughness[o]));
    cached.push_back(static_cast<uint32_t>(s_.mana_color[o]));
    cached.push_back(static_cast<uint32_t>(s_.name_def[o]));
  }
  no_side_effects_ = true;
  s_.derived_plain = false;  // from scratch: every permanent reset to its copiable values
  RecomputeCharacteristics();
  no_side_effects_ = false;
  std::vector<uint32_t>& fresh = check_b_;
  fresh.clear();
  for (ObjId o : s_.battlefield) SaveObject(o, &fresh);
  for (ObjId o : s_.battlefield) {
    fresh.push_back(static_cast<uint32_t>(s_.base_power[o]));
    fresh.push_back(static_cast<uint32_t>(s_.base_toughness[o]));
    fresh.push_back(static_cast<uint32_t>(s_.mana_color[o]));
    fresh.push_back(static_cast<uint32_t>(s_.name_def[o]));
  }
  if (cached == fresh) return "";
  const size_t per_obj = s_.battlefield.empty() ? 1 : (fresh.size() - 4 * s_.battlefield.size()) / s_.battlefield.size();
  for (size_t i = 0; i < fresh.size(); ++i)
    if (cached[i] != fresh[i]) {
      const size_t n_layer = per_obj * s_.battlefield.size();
      const size_t obj = i < n_layer ? i / per_obj : (i - n_layer) / 4;
      return "derived characteristics of " + DescribeRef(s_.battlefield[obj]) +
             " differ from a from-scratch recompute (field " +
             std::to_string(i < n_layer ? i % per_obj : per_obj + (i - n_layer) % 4) + ")";
    }
  return "derived characteristics differ from a from-scratch recompute";
}

}  // namespace mtg
