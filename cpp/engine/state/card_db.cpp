#include "card_db.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace mtg {
namespace {

class Reader {
 public:
  explicit Reader(const std::string& s) : s_(s) {}
  int32_t I() {
    if (pos_ + 4 > s_.size()) throw EngineError("card blob truncated");
    uint32_t v = static_cast<uint8_t>(s_[pos_]) | (static_cast<uint8_t>(s_[pos_ + 1]) << 8) |
                 (static_cast<uint8_t>(s_[pos_ + 2]) << 16) |
                 (static_cast<uint32_t>(static_cast<uint8_t>(s_[pos_ + 3])) << 24);
    pos_ += 4;
    int32_t out;
    std::memcpy(&out, &v, 4);
    return out;
  }
  // A 64-bit bit set (keywords): two words, low first.
  uint64_t K() {
    const uint64_t lo = static_cast<uint32_t>(I());
    return lo | (uint64_t{static_cast<uint32_t>(I())} << 32);
  }
  std::string S() {
    int32_t n = I();
    if (n < 0 || pos_ + static_cast<size_t>(n) > s_.size()) throw EngineError("card blob: bad string");
    std::string out = s_.substr(pos_, n);
    pos_ += n;
    return out;
  }
  ManaCost Cost() {
    ManaCost c;
    c.generic = I();
    for (int& v : c.colored) v = I();
    const int colorless = I(), x = I();
    if (colorless < 0 || colorless > 1000 || x < 0 || x > 3) throw EngineError("card blob: bad mana cost");
    c.colorless = static_cast<int16_t>(colorless);
    c.x = static_cast<int16_t>(x);
    return c;
  }
  void Expect(const char* magic, size_t n) {
    if (s_.compare(0, n, magic, n) != 0) throw EngineError("card blob: bad magic/version");
    pos_ = n;
  }
  bool Done() const { return pos_ == s_.size(); }

 private:
  const std::string& s_;
  size_t pos_ = 0;
};

}  // namespace

namespace {

// Hybrid symbols of a cost (appended to the card and ability records).
void ReadHybrid(Reader& r, ManaCost* c, const std::string& card) {
  const int n = r.I();
  if (n < 0 || n > 64) throw EngineError("card " + card + ": too many hybrid symbols");
  c->n_hybrid = 0;
  for (int i = 0; i < n; ++i) {
    const int h = r.I();
    if (h <= 0 || h > 0x7f) throw EngineError("card " + card + ": bad hybrid symbol");
    try {
      c->AddHybrid(static_cast<uint8_t>(h), 1);  // equal symbols are copies of one
    } catch (const EngineError&) {
      throw EngineError("card " + card + ": more than " + std::to_string(kMaxHybrid) +
                        " different hybrid symbols");
    }
  }
}

Condition ReadCond(Reader& r) {
  Condition c;
  const int kind = r.I();
  if (kind < 0 || kind > static_cast<int>(CondKind::kNotFirstDrawStepDraw))
    throw EngineError("card blob: bad condition kind");
  c.kind = static_cast<CondKind>(kind);
  c.sel = r.I();
  c.n = r.I();
  if (c.kind == CondKind::kChapter && (c.n < 1 || c.n > 99))
    throw EngineError("card blob: bad chapter number");
  if ((c.kind == CondKind::kClassLevelAtLeast || c.kind == CondKind::kClassLevelIs ||
       c.kind == CondKind::kBecameLevel) && (c.n < 1 || c.n > 99))
    throw EngineError("card blob: bad class level");
  if (c.kind == CondKind::kLevelCounters &&
      (c.sel != -1 || (c.n & 0xffff) > 999 || (c.n >> 16) > 1000 || c.n < 0 ||
       ((c.n >> 16) && (c.n >> 16) - 1 < (c.n & 0xffff))))
    throw EngineError("card blob: bad level counter range");
  return c;
}

// Instructions that act on every object or player of their subjects (vm.cpp
// Subjects): the only ones that may name an instance of "target" with several slots.
bool ActsOnEachSubject(Op op) {
  switch (op) {
    case Op::kDealDamage: case Op::kDestroy: case Op::kDraw: case Op::kGainLife: case Op::kLoseLife:
    case Op::kPump: case Op::kRegenerate: case Op::kExile: case Op::kBounce: case Op::kPutOntoBattlefield:
    case Op::kDiscard: case Op::kMill: case Op::kTap: case Op::kUntap: case Op::kPutCounters:
    case Op::kRemoveCounters: case Op::kPreventDamage: case Op::kPreventAllDamage:
    case Op::kReturnToBattlefield: case Op::kPoison: case Op::kToLibrary: case Op::kCounter:
    case Op::kApplyEffect: case Op::kExtraTurn: case Op::kSkipNextUntap:
      return true;
    default:
      return false;
  }
}

// CR 115.1d, 601.2c: per target slot (its instance's number of slots on the first
// slot, 0 on the others; how many must be chosen), or nothing: one slot each.
void ReadTargetGroups(Reader& r, AbilityDef* a, const std::string& card) {
  const int nt = static_cast<int>(a->targets.size());
  for (int t = 0; t < nt; ++t) a->targets[t].first = static_cast<int8_t>(t);
  const int ng = r.I();
  if (ng == 0) return;
  if (ng != nt) throw EngineError("card " + card + ": bad target counts");
  int open = 0;  // slots the current instance still has
  for (int t = 0; t < nt; ++t) {
    const int count = r.I(), min = r.I();
    TargetSpec& ts = a->targets[t];
    if (open > 0) {  // a further slot of the instance: same requirement (115.3)
      const TargetSpec& head = a->targets[ts.first = a->targets[t - 1].first];
      if (count != 0 || min != 0 || ts.sel != head.sel || ts.mode != head.mode)
        throw EngineError("card " + card + ": bad slots of an instance of \"target\"");
      ts.count = ts.min = 0;  // (the instance's count and minimum are on its first slot)
      --open;
      continue;
    }
    if (count < 1 || count > kMaxTargets - t || min < 0 || min > count)
      throw EngineError("card " + card + ": bad target count (at most " + std::to_string(kMaxTargets) +
                        " targets)");
    ts.count = static_cast<uint8_t>(count);
    ts.min = static_cast<uint8_t>(min);
    open = count - 1;
  }
  for (const Instr& in : a->program) {
    const bool names = in.subj == Subj::kTarget || in.subj == Subj::kTargetController;
    const auto several = [&](int slot) { return slot >= 0 && slot < nt && a->targets[slot].first != slot; };
    const auto group = [&](int slot) {
      return slot >= 0 && slot < nt && (a->targets[slot].count != 1 || a->targets[slot].min != 1);
    };
    if (names && several(in.subj_i))
      throw EngineError("card " + card + ": an instruction names a later slot of an instance of \"target\"");
    if ((names && group(in.subj_i) && !ActsOnEachSubject(in.op)) ||
        (in.op == Op::kDealDamage && in.b > 0 && group(in.b - 1)) ||
        ((in.amount_kind == AmountKind::kPowerOfTarget || in.amount_kind == AmountKind::kToughnessOfTarget) &&
         group(0)) ||
        (in.op == Op::kFight && (group(in.subj_i) || group(in.subj_i + 1))))
      throw EngineError("card " + card + ": this instruction can't act on \"up to N\" or \"N\" targets");
  }
}

}  // namespace

// Blob format 3 (written by mtgcore.cards.dsl.compile_cards; little-endian int32s;
// 64-bit keyword sets as two words, low first):
//   magic, subtype names, selectors, then per card its characteristics,
//   abilities (targets, program, trigger) and static replacement effects.
std::shared_ptr<const CardDb> CardDb::Load(const std::string& blob) {
  auto db = std::make_shared<CardDb>();
  db->blob_ = blob;
  Reader r(db->blob_);
  r.Expect("MTGDB\x03", 6);
  int nst = r.I();
  if (nst < 0 || nst > 1000000) throw EngineError("card blob: bad subtype count");
  for (int i = 0; i < nst; ++i) db->subtype_names_.push_back(r.S());
  int nsel = r.I();
  if (nsel < 0 || nsel > 10000000) throw EngineError("card blob: bad selector count");
  db->sels_.resize(nsel);
  for (Selector& s : db->sels_) {
    s.types_any = r.I(); s.types_all = r.I(); s.types_none = r.I(); s.supertypes_any = r.I();
    s.colors_any = r.I(); s.colors_none = r.I(); s.kw_any = r.K(); s.kw_none = r.K();
    s.subtype = r.I();
    s.controller = static_cast<Rel>(r.I()); s.owner = static_cast<Rel>(r.I());
    s.another = r.I(); s.tapped = r.I(); s.token = r.I(); s.combat = r.I();
    s.power_cmp = static_cast<Cmp>(r.I()); s.power = r.I();
    s.tough_cmp = static_cast<Cmp>(r.I()); s.tough = r.I();
    s.mv_cmp = static_cast<Cmp>(r.I()); s.mv = r.I();
    s.zone = static_cast<Zone>(r.I());
    s.players = r.I(); s.player_rel = static_cast<Rel>(r.I());
    s.supertypes_none = r.I(); s.not_subtype = r.I();
    s.stack_objs = static_cast<uint8_t>(r.I()); s.single_target = static_cast<uint8_t>(r.I());
    s.alt = r.I();
    if (s.alt < -1 || s.alt >= static_cast<int32_t>(&s - db->sels_.data()))
      throw EngineError("card blob: a selector's alternative must be an earlier selector");
    s.targets = r.I();
    if (s.targets < -1 || s.targets >= static_cast<int32_t>(&s - db->sels_.data()) ||
        (s.targets >= 0 && s.zone != Zone::kStack))
      throw EngineError("card blob: what a stack selector targets must be an earlier selector");
    const int ptc = r.I();
    s.pt = r.I();
    const int mvc = r.I();
    if (ptc < 0 || ptc > static_cast<int>(Cmp::kEq) || mvc < -1 || mvc >= kNumAllCounterKinds)
      throw EngineError("card blob: bad selector comparison");
    s.pt_cmp = static_cast<Cmp>(ptc);
    s.mv_counter = static_cast<int8_t>(mvc);
    s.extra = s.targets >= 0 || s.pt_cmp != Cmp::kNone || s.mv_counter >= 0;
    if (s.alt >= 0) {
      const Selector& a = db->sels_[s.alt];
      if (a.zone != s.zone || a.players != s.players || a.player_rel != s.player_rel ||
          a.stack_objs != s.stack_objs || a.single_target != s.single_target)
        throw EngineError("card blob: a selector's alternatives must name the same zone and players");
    }
    if (s.subtype >= nst || s.not_subtype >= nst || s.subtype < kChosenSubtype || s.not_subtype < kChosenSubtype)
      throw EngineError("card blob: bad subtype reference");
  }
  auto check_sel = [&](int32_t i, const std::string& card) {
    if (i < -1 || i >= nsel) throw EngineError("card " + card + ": bad selector reference");
  };
  int n = r.I();
  if (n < 0 || n > 1000000) throw EngineError("card blob: bad card count");
  db->defs_.resize(n);
  db->casting_.resize(n);
  db->faces_.resize(n);
  for (int i = 0; i < n; ++i) {
    CardDef& d = db->defs_[i];
    d.name = r.S();
    d.cost = r.Cost();
    d.types = r.I();
    d.supertypes = r.I();
    d.colors = r.I();
    d.power = r.I();
    d.toughness = r.I();
    d.loyalty = r.I();
    d.keywords = r.K();
    d.is_token = r.I() != 0;
    d.protection = r.I();
    d.ward = r.I();
    d.toxic = r.I();
    int ns = r.I();
    for (int k = 0; k < ns; ++k) {
      int32_t st = r.I();
      if (st < 0 || st >= nst) throw EngineError("card " + d.name + ": bad subtype");
      d.subtype_ids.push_back(st);
      d.subtypes.push_back(db->subtype_names_[st]);
    }
    d.oracle = r.S();
    int na = r.I();
    for (int k = 0; k < na; ++k) {
      AbilityDef a;
      a.kind = static_cast<AbilityKind>(r.I());
      a.text = r.S();
      a.cost = r.Cost();
      a.tap = r.I() != 0;
      const int sac = r.I();
      if (sac < 0 || sac > static_cast<int>(SacCost::kDiscardSelf)) throw EngineError("card " + d.name + ": bad cost kind");
      a.sac = static_cast<SacCost>(sac);
      int nt = r.I();
      if (nt < 0 || nt > kMaxTargets) throw EngineError("card " + d.name + ": too many targets");
      for (int t = 0; t < nt; ++t) {
        TargetSpec ts;
        ts.sel = r.I();
        if (ts.sel < 0 || ts.sel >= nsel) throw EngineError("card " + d.name + ": bad target selector");
        a.targets.push_back(ts);
      }
      int ni = r.I();
      bool remembers = false;  // an earlier instruction keeps what it moved (400.7j)
      for (int t = 0; t < ni; ++t) {
        Instr in;
        in.op = static_cast<Op>(r.I());
        if (static_cast<int>(in.op) > static_cast<int>(Op::kMayPlayExiled))
          throw EngineError("card " + d.name + ": unknown effect instruction");
        const int subj = r.I();
        if (subj < 0 || subj > static_cast<int>(Subj::kAttached))
          throw EngineError("card " + d.name + ": unknown subject of an effect instruction");
        in.subj = static_cast<Subj>(subj);
        in.subj_i = static_cast<int8_t>(r.I());
        in.amount_kind = static_cast<AmountKind>(r.I());
        if (static_cast<int>(in.amount_kind) > static_cast<int>(AmountKind::kRollResult))
          throw EngineError("card " + d.name + ": unknown amount kind");
        in.amount = r.I();
        in.sel = r.I();
        in.amount_sel = r.I();
        check_sel(in.amount_sel, d.name);
        in.a = r.I();
        in.b = r.I();
        in.c = r.I();
        in.cond = ReadCond(r);
        if (in.cond.kind == CondKind::kEnteredThisTurn) d.cast_flags |= CardDef::kAsksEntered;
        in.kw = r.K();
        check_sel(in.sel, d.name);
        check_sel(in.cond.sel, d.name);
        if ((in.subj == Subj::kTarget || in.subj == Subj::kTargetController || in.op == Op::kFight) && (in.subj_i < 0 || in.subj_i >= nt ||
            (in.op == Op::kFight && in.subj == Subj::kTarget && in.subj_i + 1 >= nt)))
          throw EngineError("card " + d.name + ": instruction names a missing target");
        if (in.op == Op::kAddMana) {
          if (in.c < 0 || in.c > kAnyColorMana) throw EngineError("card " + d.name + ": bad mana kind");
          // Several kinds or a choice ("Add {R}{G}", "one mana of any color") are the mana
          // units of a mana ability (605.1a); a spell or another ability adds one kind.
          if (in.c == kAnyColorMana && a.kind != AbilityKind::kMana)
            throw EngineError("card " + d.name + ": only a mana ability adds several kinds of mana "
                              "or a choice of them");
          a.mana_color = in.c;
        }
        if (in.op == Op::kBecomeMonarch && (in.c < -1 || in.c >= n))
          throw EngineError("card " + d.name + ": bad monarch designation row");
        if ((in.op == Op::kCreateTokens || in.op == Op::kCreateEmblem) && (in.c < 0 || in.c >= n))
          throw EngineError("card " + d.name + ": bad token reference");
        if (in.op == Op::kCastCard && (in.c < 0 || in.c >= kNumAltCostKinds))
          throw EngineError("card " + d.name + ": bad alternative cost of a cast instruction");
        if (in.op == Op::kCopySpell) d.cast_flags |= CardDef::kStackRules;  // 707.10
        if (in.subj == Subj::kEach && in.sel < 0)  // "each <selector>" names its selector
          throw EngineError("card " + d.name + ": an instruction on \"each\" has no selector");
        if (in.op == Op::kPreventAllDamage && (in.a < 0 || in.a > 1 || in.b < 1 || in.b > 3))
          throw EngineError("card " + d.name + ": bad prevention (combat 0/1; dealt to 1, by 2, both 3)");
        // CR 400.7j: "that card" names what an earlier zone change of the effect moved.
        if (in.subj == Subj::kMoved && !remembers)
          throw EngineError("card " + d.name + ": \"that card\" with no earlier zone change that keeps it");
        remembers |= (in.a & kRememberMoved) &&
                     (in.op == Op::kDestroy || in.op == Op::kExile || in.op == Op::kBounce ||
                      in.op == Op::kPutOntoBattlefield || in.op == Op::kReturnToBattlefield || in.op == Op::kToLibrary ||
                      in.op == Op::kExileTop);
        a.program.push_back(in);
      }
      for (const TargetSpec& ts : a.targets)  // CR 115.2: it may target abilities on the stack
        if (db->sels_[ts.sel].stack_objs & (kStackActivated | kStackTriggered)) d.cast_flags |= CardDef::kStackRules;
      TriggerDef& tr = a.trigger;
      tr.event = static_cast<EvKind>(r.I());
      tr.from = static_cast<Zone>(r.I());
      tr.to = static_cast<Zone>(r.I());
      tr.self = r.I();
      tr.sel = r.I();
      tr.player = static_cast<Rel>(r.I());
      tr.combat = r.I();
      tr.to_player = r.I();
      tr.by_self = r.I();
      tr.step = static_cast<Step>(r.I());
      tr.noncreature = r.I();
      tr.intervening = ReadCond(r);
      tr.once_each_turn = static_cast<uint8_t>(r.I() != 0);  // appended
      d.asks_cast |= tr.intervening.kind == CondKind::kYouCastIt;
      check_sel(tr.sel, d.name);
      if (static_cast<int>(tr.event) >= static_cast<int>(EvKind::kNumEvKinds))
        throw EngineError("card " + d.name + ": bad trigger event");
      a.replacement = r.I();
      a.intrinsic = static_cast<int8_t>(r.I());
      if (a.intrinsic < -1 || a.intrinsic >= 5) throw EngineError("card " + d.name + ": bad intrinsic mana");
      // 1: activate only as a sorcery (602.5d); 2: from a graveyard, 4: from a hand (113.6b)
      const int act = r.I();
      if (act < 0 || act > 5) throw EngineError("card " + d.name + ": bad activation flags");
      a.sorcery_speed = (act & 1) != 0;
      a.from_graveyard = (act & 2) != 0;
      a.from_hand = (act & 4) != 0;
      if ((a.from_graveyard || a.from_hand) && a.kind != AbilityKind::kActivated)
        throw EngineError("card " + d.name + ": only an activated ability can work from a graveyard or hand");
      if (a.sac == SacCost::kExileSelf && a.from_hand)  // from a graveyard or the battlefield
        throw EngineError("card " + d.name + ": \"exile this\" is the cost of an ability of a permanent or of a card in a graveyard");
      if (a.sac == SacCost::kDiscardSelf && !a.from_hand)
        throw EngineError("card " + d.name + ": \"discard this card\" is the cost of an ability of a card in a hand");
      d.graveyard_abilities |= a.from_graveyard;
      d.hand_activations |= a.from_hand;
      if (a.kind != AbilityKind::kSpell && a.kind != AbilityKind::kStatic && a.intrinsic < 0 && k < 64)
        d.printed_abilities |= uint64_t{1} << k;
      int nu = r.I();  // the mana it adds (CR 106.1), then "pay N life", then hybrid costs
      if (nu < 0 || nu > kMaxManaUnits) throw EngineError("card " + d.name + ": bad mana units");
      a.n_units = static_cast<uint8_t>(nu);
      for (int u = 0; u < nu; ++u) a.units[u] = static_cast<uint8_t>(r.I() & 0x3f);
      a.life_cost = r.I();
      ReadHybrid(r, &a.cost, d.name);
      const int loyal = r.I();  // appended: CR 606 loyalty ability (2: [−X]) and its loyalty cost
      a.loyalty = loyal != 0;
      a.loyalty_x = loyal == 2;
      a.loyalty_cost = r.I();
      if (a.loyalty && a.kind != AbilityKind::kActivated)
        throw EngineError("card " + d.name + ": a loyalty ability must be an activated ability (CR 606.2)");
      // Appended: a modal spell's modes (700.2) and the mode of each target.
      int nm = r.I(), mn = r.I(), mx = r.I();
      if (nm < 0 || nm > 8 || mn < 0 || mx < mn || mx > nm)
        throw EngineError("card " + d.name + ": bad modes");
      a.n_modes = static_cast<uint8_t>(nm);
      a.min_modes = static_cast<uint8_t>(mn);
      a.max_modes = static_cast<uint8_t>(mx);
      int ntm = r.I();
      if (ntm != 0 && ntm != nt) throw EngineError("card " + d.name + ": bad target modes");
      for (int t = 0; t < ntm; ++t) {
        int m = r.I();
        if (m < -1 || m >= nm) throw EngineError("card " + d.name + ": bad target mode");
        a.targets[t].mode = static_cast<int8_t>(m);
      }
      // Appended: {S} in its cost (107.4h), and its mana's spending restriction and
      // rider (106.6), selectors of spells or -1.
      const int snow = r.I();
      if (snow < 0 || snow > 20) throw EngineError("card " + d.name + ": bad {S} count");
      a.cost.snow = static_cast<uint8_t>(snow);
      a.mana_only = r.I();
      a.mana_rider = r.I();
      check_sel(a.mana_only, d.name);
      check_sel(a.mana_rider, d.name);
      if ((a.mana_only >= 0 || a.mana_rider >= 0) && a.kind != AbilityKind::kMana)
        throw EngineError("card " + d.name + ": only mana has spending restrictions (CR 106.6)");
      if (snow) d.cast_flags |= CardDef::kSnowCost;
      if (a.mana_only >= 0 || a.mana_rider >= 0) d.cast_flags |= CardDef::kTaggedMana;
      // Appended: "Tap N untapped creatures you control" in its cost (118.3, 302.6).
      const int taps = r.I();
      if (taps < 0 || taps > 8) throw EngineError("card " + d.name + ": bad count of creatures to tap");
      if (taps && a.kind != AbilityKind::kMana && a.kind != AbilityKind::kActivated)
        throw EngineError("card " + d.name + ": only an activation cost taps creatures");
      a.tap_creatures = static_cast<uint8_t>(taps);
      if (taps) d.cast_flags |= CardDef::kManaExtras;
      // Appended: "Add {C} for each <kind> counter on this" (106.1): one unit of one kind.
      const int per = r.I();
      if (per < -1 || per >= kNumAllCounterKinds) throw EngineError("card " + d.name + ": bad mana counter kind");
      if (per >= 0 && (a.kind != AbilityKind::kMana || a.n_units != 1 || (a.units[0] & (a.units[0] - 1))))
        throw EngineError("card " + d.name + ": mana for each counter is one kind of mana of a mana ability");
      a.mana_per_counter = static_cast<int8_t>(per);
      if (per >= 0) d.cast_flags |= CardDef::kManaExtras;
      // Appended: "... or activate abilities of <selector>" (106.6), a selector or -1.
      a.mana_only_abilities = r.I();
      check_sel(a.mana_only_abilities, d.name);
      if (a.mana_only_abilities >= 0 && a.mana_only < 0)
        throw EngineError("card " + d.name + ": mana for abilities only is also a spending restriction (CR 106.6)");
      // Appended: mana of a kind other permanents have or could produce (106.5, 106.7).
      const int reflect = r.I();
      a.mana_reflect_sel = r.I();
      check_sel(a.mana_reflect_sel, d.name);
      if (reflect < 0 || reflect > kReflectTypeCould || (reflect != 0) != (a.mana_reflect_sel >= 0) ||
          (reflect && (a.kind != AbilityKind::kMana || a.n_units != 1 || a.mana_per_counter >= 0)))
        throw EngineError("card " + d.name + ": bad mana of a kind other permanents could produce");
      a.mana_reflect = static_cast<uint8_t>(reflect);
      if (reflect) d.cast_flags |= CardDef::kManaExtras;
      ReadTargetGroups(r, &a, d.name);  // appended: "up to N target ..." (115.1d, 601.2c)
      // Appended: its costs besides mana, {T}, life and itself (602.2b, 118.3), then its
      // activation restrictions (602.5b) and condition.
      const int nc = r.I();
      if (nc < 0 || nc > kMaxAbilityCosts || (nc && a.kind != AbilityKind::kActivated && a.kind != AbilityKind::kMana))
        throw EngineError("card " + d.name + ": bad activation costs");
      a.n_costs = static_cast<uint8_t>(nc);
      for (int c = 0; c < nc; ++c) {
        AdditionalCost& ac = a.costs[c];
        const int kind = r.I();
        if (kind <= 0 || kind > static_cast<int>(AddCostKind::kReturnToHand))
          throw EngineError("card " + d.name + ": bad activation cost kind");
        ac.kind = static_cast<AddCostKind>(kind);
        ac.sel = r.I();
        check_sel(ac.sel, d.name);
        ac.n = r.I();
        const int counter = r.I();
        if (ac.n < 0 || ac.n > 20 || counter < -1 || counter >= kNumAllCounterKinds ||
            (ac.kind == AddCostKind::kRemoveCounters) != (counter >= 0) ||
            (ac.Objects() > 0) != (ac.sel >= 0))
          throw EngineError("card " + d.name + ": bad activation cost");
        ac.counter = static_cast<int8_t>(counter);
        if (a.kind == AbilityKind::kMana && ac.Objects() > 0)  // (the payer chooses no objects)
          throw EngineError("card " + d.name + ": a mana ability's cost chooses no objects to "
                            "sacrifice, discard, exile, tap or return");
      }
      if (nc) d.cast_flags |= CardDef::kManaExtras;  // the payer leaves the chosen objects alone
      const int limit = r.I();
      if (limit < 0 || limit > 63 || (limit && a.kind != AbilityKind::kActivated && a.kind != AbilityKind::kMana))
        throw EngineError("card " + d.name + ": bad activation restriction");
      a.act_limit = static_cast<uint8_t>(limit);
      a.act_cond = ReadCond(r);
      check_sel(a.act_cond.sel, d.name);
      const int tap_power = r.I();  // appended: crew N's creatures of total power N (702.122a)
      if (tap_power < 0 || tap_power > 100 || (tap_power && (a.kind != AbilityKind::kActivated || a.tap_creatures)))
        throw EngineError("card " + d.name + ": bad total power of creatures to tap");
      a.tap_power = static_cast<uint8_t>(tap_power);
      if (tap_power) d.cast_flags |= CardDef::kManaExtras;
      const int less = r.I();  // appended: "This ability costs {N} less to activate for each ..."
      a.cost_less_sel = r.I();
      check_sel(a.cost_less_sel, d.name);
      if (less < 0 || less > 20 || (less > 0) != (a.cost_less_sel >= 0) ||
          (less > 0 && a.kind != AbilityKind::kActivated))
        throw EngineError("card " + d.name + ": bad activation cost reduction");
      a.cost_less = static_cast<uint8_t>(less);
      if (a.kind == AbilityKind::kSpell) d.spell_ability = k;
      // CR 303.4a: a permanent's spell ability is an Aura's enchant targeting.
      if (a.kind == AbilityKind::kSpell && !(d.types & (kInstant | kSorcery)) && !a.targets.empty())
        d.enchant_sel = a.targets[0].sel;
      if (a.kind == AbilityKind::kActivated) d.has_activated = true;
      if (a.kind == AbilityKind::kTriggered) d.trigger_mask |= EvBit(tr.event);
      if (a.kind == AbilityKind::kTriggered && tr.intervening.kind == CondKind::kChapter) {
        // CR 714.2b: a chapter ability triggers on lore counters put on its own source
        if (tr.event != EvKind::kCounterPut || !tr.self)
          throw EngineError("card " + d.name + ": a chapter ability triggers on lore counters put on it");
        d.final_chapter = static_cast<int8_t>(std::max<int>(d.final_chapter, tr.intervening.n));  // 714.2d
      }
      // "When you cast this spell" (storm 702.40a, replicate 702.56a): it functions on the stack.
      if (a.kind == AbilityKind::kTriggered && tr.event == EvKind::kCast && tr.by_self)
        d.cast_flags |= CardDef::kCastTrigger;
      d.abilities.push_back(std::move(a));
    }
    // The fast path of the payer (mana.cpp): a source whose only mana ability is
    // "{T}: Add <one kind>" with no other cost; anything else is "complex".
    int n_mana = 0;
    for (int k = 0; k < static_cast<int>(d.abilities.size()); ++k) {
      const AbilityDef& a = d.abilities[k];
      if (a.kind != AbilityKind::kMana) continue;
      ++n_mana;
      bool simple = a.tap && a.cost.Empty() && a.sac == SacCost::kNone && a.life_cost == 0 && a.n_costs == 0 &&
                    a.act_limit == 0 && a.act_cond.kind == CondKind::kNone &&
                    a.n_units == 1 && (a.units[0] & (a.units[0] - 1)) == 0 &&
                    a.mana_only < 0 && a.mana_rider < 0 && a.tap_creatures == 0 && a.mana_per_counter < 0 && a.mana_reflect == 0;
      if (simple && n_mana == 1) {
        d.mana_ability = k;
        for (int c = 0; c < kNumManaKinds; ++c)
          if (a.units[0] == (1u << c)) d.abilities[k].mana_color = c;
      } else {
        d.mana_complex = true;
      }
    }
    if (d.mana_complex) d.mana_ability = -1;
    int nr = r.I();
    for (int k = 0; k < nr; ++k) {
      ReplacementDef rp;
      rp.event = static_cast<EvKind>(r.I());
      rp.from = static_cast<Zone>(r.I());
      rp.to = static_cast<Zone>(r.I());
      rp.self = r.I();
      rp.sel = r.I();
      rp.player = static_cast<Rel>(r.I());
      rp.combat = r.I();
      const int rflags = r.I();  // 1: a self-replacement effect (614.15); 2: "you may" (616.1)
      if (rflags < 0 || rflags > 3) throw EngineError("card " + d.name + ": bad replacement flags");
      rp.self_replacement = rflags & 1;
      rp.optional = (rflags >> 1) & 1;
      rp.mode = static_cast<RepMode>(r.I());
      if (static_cast<int>(rp.mode) > static_cast<int>(RepMode::kReadAhead))
        throw EngineError("card " + d.name + ": bad replacement mode");
      rp.a = r.I();
      rp.b = r.I();
      rp.text = r.S();
      rp.cond = ReadCond(r);  // "enters tapped unless <condition>" (614.1d)
      rp.cond_unless = static_cast<uint8_t>(r.I() != 0);
      check_sel(rp.sel, d.name);
      check_sel(rp.cond.sel, d.name);
      d.replace_mask |= EvBit(rp.event);
      d.dredge |= rp.mode == RepMode::kDredge;
      if (rp.mode == RepMode::kReadAhead) {  // 702.155a: asks whether it entered this turn
        if (rp.event != EvKind::kZoneChange || !rp.self || rp.to != Zone::kBattlefield)
          throw EngineError("card " + d.name + ": read ahead applies as this Saga enters");
        d.read_ahead = true;
        d.cast_flags |= CardDef::kAsksEntered;
      }
      d.replacements.push_back(std::move(rp));
    }
    for (auto& a : d.abilities)
      if (a.replacement >= nr) throw EngineError("card " + d.name + ": bad replacement reference");
    // Subtype kinds (205.3) of the subtypes it names.
    int nk = r.I();
    for (int k = 0; k < nk; ++k) {
      int32_t st = r.I(), kind = r.I();
      if (st < 0 || st >= nst || kind < 0 || kind > kSubBattle) throw EngineError("card " + d.name + ": bad subtype kind");
      db->subtype_kind_.resize(nst, kSubCreature);
      db->subtype_kind_[st] = static_cast<uint8_t>(kind);
    }
    // Continuous effects (611) and the static abilities that generate them (604).
    int nc = r.I();
    if (nc < 0 || nc > 1000) throw EngineError("card " + d.name + ": bad effect count");
    for (int k = 0; k < nc; ++k) {
      ChangeDef c;
      c.layers = static_cast<uint16_t>(r.I());
      c.gain_control = static_cast<uint8_t>(r.I());
      c.add_types = r.I(); c.remove_types = r.I(); c.add_super = r.I(); c.remove_super = r.I();
      for (int32_t& st : c.add_subtypes) {
        st = r.I();
        if (st < kChosenSubtype || st >= nst) throw EngineError("card " + d.name + ": bad subtype in an effect");
      }
      c.lose_creature_types = static_cast<uint8_t>(r.I());
      c.set_land_types = static_cast<uint8_t>(r.I());
      c.colors_set = static_cast<uint8_t>(r.I());
      c.set_colors = r.I(); c.add_colors = r.I();
      c.add_kw = r.K(); c.remove_kw = r.K(); c.cant_have_kw = r.K();
      c.add_protection = r.I(); c.add_ward = r.I();
      c.lose_all = static_cast<uint8_t>(r.I());
      c.pt_kind = static_cast<PtAmount>(r.I());
      c.set_p = r.I(); c.set_t = r.I(); c.pt_sel = r.I();
      if (c.pt_kind != PtAmount::kCountersOnSource) check_sel(c.pt_sel, d.name);
      else if (c.pt_sel < 0 || c.pt_sel >= kNumCounterKinds)  // a counter kind with a slot
        throw EngineError("card " + d.name + ": bad counter kind of a P/T amount");
      c.mod_p = r.I(); c.mod_t = r.I();
      c.switch_pt = static_cast<uint8_t>(r.I());
      c.p_offset = r.I(); c.t_offset = r.I();
      c.restrict_kw = r.K();  // appended: 613.10 restrictions
      // Appended: 613.11 player effects; above bit 8, a copy's "it has no mana cost"
      // exception (707.9b: embalm 702.128a, eternalize 702.129a).
      const int last = r.I();
      if (last < 0 || last > 0x3FF) throw EngineError("card " + d.name + ": bad player rules");
      c.player_rules = static_cast<uint16_t>((last & 0xFF) | (last & 0x200 ? kMustTargetFlagbearer : 0));
      c.no_mana_cost = static_cast<uint8_t>((last >> 8) & 1);
      if (c.player_rules >> kNumPlayerRules) throw EngineError("card " + d.name + ": bad player rule");
      if (c.restrict_kw & ~KwBits{kRestrictionKw})
        throw EngineError("card " + d.name + ": a rules effect restricts only attacking and blocking");
      if (static_cast<int>(c.pt_kind) > static_cast<int>(PtAmount::kCountersOnSource))
        throw EngineError("card " + d.name + ": bad P/T amount");
      d.changes.push_back(c);
    }
    for (const ReplacementDef& rp : d.replacements)
      if (rp.mode == RepMode::kEnterAsCopy && (rp.a < -1 || rp.a >= nc || rp.sel < 0))  // 707.9b exceptions
        throw EngineError("card " + d.name + ": bad copy effect");
    int nsd = r.I();
    if (nsd < 0 || nsd > 32) throw EngineError("card " + d.name + ": bad static ability count");
    for (int k = 0; k < nsd; ++k) {
      StaticDef sd;
      sd.change = r.I();
      sd.affects = static_cast<Affects>(r.I());
      sd.sel = r.I();
      sd.cda = static_cast<uint8_t>(r.I());
      sd.cond = ReadCond(r);
      // (and "during your turn": the layers are recomputed as each turn begins)
      if (sd.cond.kind == CondKind::kEnteredThisTurn || sd.cond.kind == CondKind::kYourTurn)
        d.cast_flags |= CardDef::kAsksEntered;
      sd.text = r.S();
      if (sd.change < 0 || sd.change >= nc) throw EngineError("card " + d.name + ": bad static effect");
      if (static_cast<int>(sd.affects) > static_cast<int>(Affects::kPlayers))
        throw EngineError("card " + d.name + ": bad static affected set");
      check_sel(sd.sel, d.name);
      check_sel(sd.cond.sel, d.name);
      d.statics.push_back(std::move(sd));
    }
    d.all_statics = d.statics.size() >= 32 ? ~0u : (1u << d.statics.size()) - 1;
    d.all_reps = d.replacements.size() >= 32 ? ~0u : (1u << d.replacements.size()) - 1;
    d.default_abilities = d.printed_abilities;
    for (int k = 0; k < static_cast<int>(d.abilities.size()) && k < 64; ++k)
      if (d.abilities[k].intrinsic >= 0) d.default_abilities |= uint64_t{1} << k;
    if (d.mana_ability >= 0) d.default_mana = static_cast<int8_t>(d.abilities[d.mana_ability].mana_color);
    for (auto& a : d.abilities)
      for (auto& in : a.program)
        if (in.op == Op::kApplyEffect && (in.c < 0 || in.c >= nc || in.a < 0 || in.a > 4))
          throw EngineError("card " + d.name + ": bad continuous effect reference");
        else if (in.op == Op::kCreateTokenCopy && (in.c < -1 || in.c >= nc))
          throw EngineError("card " + d.name + ": bad copy exception reference");
    d.landwalk = r.I();
    if (d.landwalk < kNonbasicLandwalk || d.landwalk >= nst)
      throw EngineError("card " + d.name + ": bad landwalk land type");
    d.extra_blocks = r.I();
    if (d.extra_blocks < -1) throw EngineError("card " + d.name + ": bad number of additional blocks");
    d.lure = r.I() != 0;
    d.ninjutsu = r.I();
    d.ninjutsu_cost = r.Cost();
    if (d.ninjutsu >= static_cast<int>(d.abilities.size()))
      throw EngineError("card " + d.name + ": bad ninjutsu ability");
    d.max_one_blocker = r.I() != 0;
    ReadHybrid(r, &d.cost, d.name);  // appended to the card record
    const ManaCost tax = r.Cost();     // appended: attack tax per attacker (508.1h)
    if (!tax.Empty()) {
      if (tax.x) throw EngineError("card " + d.name + ": an attack tax can't have {X}");
      d.attack_tax = static_cast<int32_t>(db->extra_costs_.size());
      db->extra_costs_.push_back(tax);
    }
    const int al = r.I(), bl = r.I();  // appended: attack / block limits (508.1c, 509.1b)
    if (al < 0 || al > 100 || bl < 0 || bl > 100 || ((d.keywords & kAttackLimit) != 0) != (al > 0) ||
        ((d.keywords & kBlockLimit) != 0) != (bl > 0))
      throw EngineError("card " + d.name + ": bad attack or block limit");
    d.attack_limit = static_cast<int8_t>(al), d.block_limit = static_cast<int8_t>(bl);
    const int au = r.I();  // appended: "can't attack unless defending player controls" (508.1c)
    check_sel(au, d.name);
    if (au > INT16_MAX || ((d.keywords & kAttackUnless) != 0) != (au >= 0))
      throw EngineError("card " + d.name + ": bad attack condition");
    d.attack_unless = static_cast<int16_t>(au);
    const int defense = r.I();  // appended: a battle's printed defense (310.4a)
    if (defense < 0 || defense > 30000) throw EngineError("card " + d.name + ": bad defense");
    d.defense = static_cast<int16_t>(defense);
    for (const std::string& st : d.subtypes) d.siege |= (d.types & kBattle) && st == "Siege";  // 310.11
    const int back = r.I();  // appended: its back face's def id (712), or -1
    if (back < -1 || back >= n || back == i) throw EngineError("card " + d.name + ": bad back face");
    db->back_face_.push_back(back);
    // appended: morph (702.37a; 2: megamorph, 702.37b; 3: disguise, 702.168a) and its cost
    const int morph_kind = r.I();
    if (morph_kind < 0 || morph_kind > 3) throw EngineError("card " + d.name + ": bad morph");
    d.morph = morph_kind != 0;
    d.megamorph = morph_kind == 2;
    d.disguise = morph_kind == 3;
    d.morph_cost = r.Cost();
    // Appended: casting (601.2b-f): kicker, an additional cost, "can't be
    // countered", alternative costs (118.9).
    CastingDef& cs = db->casting_[i];
    int kk = r.I();
    if (kk < 0 || kk > static_cast<int>(KickerKind::kBuyback)) throw EngineError("card " + d.name + ": bad kicker");
    if (kk == static_cast<int>(KickerKind::kBuyback) && !(d.types & (kInstant | kSorcery)))
      throw EngineError("card " + d.name + ": buyback is a keyword of instants and sorceries (CR 702.27a)");
    cs.kicker_kind = static_cast<KickerKind>(kk);
    cs.kicker = r.Cost();
    int ack = r.I();
    if (ack < 0 || ack > static_cast<int>(AddCostKind::kTapCreature)) throw EngineError("card " + d.name + ": bad additional cost");
    cs.add_cost.kind = static_cast<AddCostKind>(ack);
    cs.add_cost.sel = r.I();
    check_sel(cs.add_cost.sel, d.name);
    cs.add_cost.n = r.I();
    if (cs.add_cost.kind == AddCostKind::kTapCreature) d.cast_flags |= CardDef::kManaExtras;  // 118.3
    d.cant_be_countered = r.I() != 0;
    int nalt = r.I();
    if (nalt < 0 || nalt > 4) throw EngineError("card " + d.name + ": bad alternative costs");
    for (int k = 0; k < nalt; ++k) {
      AltCost ac;
      int kind = r.I();
      if (kind < 0 || kind >= kNumAltCostKinds || kind == static_cast<int>(AltCostKind::kWithoutPaying))
        throw EngineError("card " + d.name + ": bad alternative cost");
      ac.kind = static_cast<AltCostKind>(kind);
      ac.from = static_cast<Zone>(r.I());
      ac.cost = r.Cost();
      ac.exile_after = r.I() != 0;
      if (ac.from == Zone::kGraveyard) d.cast_flags |= CardDef::kAltFromGraveyard;
      if (ac.from == Zone::kHand) d.cast_flags |= CardDef::kAltFromHand;
      if (ac.from == Zone::kExile) d.cast_flags |= CardDef::kAltFromExile;
      cs.alt_costs.push_back(ac);
    }
    const int nmods = r.I();  // appended: cost increases and reductions (601.2f)
    if (nmods < 0 || nmods > 8) throw EngineError("card " + d.name + ": bad cost changes");
    for (int k = 0; k < nmods; ++k) {
      CostMod m;
      const int who = r.I(), per = r.I();
      if (who < 0 || who > static_cast<int>(CostModWho::kAll) || per < 0 ||
          per > static_cast<int>(CostModPer::kOtherSpellsCast))
        throw EngineError("card " + d.name + ": bad cost change");
      m.who = static_cast<CostModWho>(who);
      m.per = static_cast<CostModPer>(per);
      m.spell_sel = r.I();
      m.generic = r.I();
      m.count_sel = r.I();
      m.ability = r.I();
      const int nconds = r.I();
      if (nconds < 0 || nconds > 2) throw EngineError("card " + d.name + ": bad cost change conditions");
      m.nconds = static_cast<uint8_t>(nconds);
      for (int j = 0; j < nconds; ++j) {
        m.conds[j] = ReadCond(r);
        check_sel(m.conds[j].sel, d.name);
      }
      check_sel(m.spell_sel, d.name);
      check_sel(m.count_sel, d.name);
      if (m.generic == 0 || m.generic < -100 || m.generic > 100 ||
          (m.per == CostModPer::kCount) != (m.count_sel >= 0))
        throw EngineError("card " + d.name + ": bad cost change amount");
      if (m.who == CostModWho::kSelf) {
        d.cast_flags |= CardDef::kSelfCostMod;
        cs.self_mods.push_back(m);
        continue;
      }
      // A permanent's static ability: its bit lets layer 6 remove it (613.1f).
      if (m.ability < 0 || m.ability >= static_cast<int>(d.abilities.size()) || m.ability >= 64 ||
          d.abilities[m.ability].kind != AbilityKind::kStatic)
        throw EngineError("card " + d.name + ": bad cost change ability");
      d.printed_abilities |= uint64_t{1} << m.ability;
      d.default_abilities |= uint64_t{1} << m.ability;
      d.cast_flags |= CardDef::kCostModSource;
      cs.static_mods.push_back(m);
    }
    // Appended: its layout and the faces it may be cast or played as (709, 712, 715).
    const int layout = r.I(), nf = r.I();
    if (layout < 0 || layout > static_cast<int>(Layout::kPrototype) || nf < 0 || nf > 2 ||
        (layout == 0 || layout == static_cast<int>(Layout::kFlip)) != (nf == 0) ||
        (layout == static_cast<int>(Layout::kFlip) && db->back_face_[i] < 0))
      throw EngineError("card " + d.name + ": bad layout or faces");
    d.layout = static_cast<Layout>(layout);
    for (int k = 0; k < nf; ++k) {
      const int f = r.I();
      if (f < 0 || f >= n || f == i) throw EngineError("card " + d.name + ": bad face");
      db->faces_[i].push_back(f);
    }
    if (d.layout == Layout::kModalDfc && (nf != 1 || db->back_face_[i] != db->faces_[i][0]))
      throw EngineError("card " + d.name + ": a modal double-faced card's face is its back face");
    const int other = r.I();  // appended: convoke, delve, improvise (601.2h)
    if (other < 0 || other > (kConvoke | kDelve | kImprovise)) throw EngineError("card " + d.name + ": bad payment keywords");
    cs.pay_other = static_cast<uint8_t>(other);
    if (other) d.cast_flags |= CardDef::kPayOther;
    // Appended: the attack tax's hybrid symbols ({W/P}, 107.4f) and whether it also
    // covers the planeswalkers its controller controls (508.1h).
    ManaCost tax_hybrid;
    ReadHybrid(r, &tax_hybrid, d.name);
    d.attack_tax_pw = r.I() != 0;
    if (tax_hybrid.n_hybrid && (d.keywords & kAttackTax)) {
      if (d.attack_tax < 0) {
        d.attack_tax = static_cast<int32_t>(db->extra_costs_.size());
        db->extra_costs_.push_back(ManaCost());
      }
      for (int h = 0; h < tax_hybrid.n_hybrid; ++h) db->extra_costs_[d.attack_tax].AddHybrid(tax_hybrid.hybrid[h], 1);
    }
    if ((d.keywords & kAttackTax) && d.attack_tax < 0)
      throw EngineError("card " + d.name + ": attack tax without its cost");
    // Appended: each alternative cost's condition, the spell ability it is cast
    // with (overload 702.96b) and its end-step ability (dash 702.109a); a modal
    // spell's extra-mode cost (entwine 702.42a, escalate 702.120a); abilities that
    // work from its owner's hand (madness 702.35a).
    const int nab = static_cast<int>(d.abilities.size());
    for (AltCost& ac : cs.alt_costs) {
      const int when = r.I(), ab = r.I(), end = r.I();
      if (when < 0 || when > static_cast<int>(AltWhen::kNotYourTurn) || ab < -1 || ab >= nab ||
          end < -1 || end >= nab)
        throw EngineError("card " + d.name + ": bad alternative cost record");
      ac.when = static_cast<AltWhen>(when);
      ac.ability = ab;
      ac.at_end_step = end;
    }
    const int mck = r.I();
    if (mck < 0 || mck > static_cast<int>(ModeCostKind::kEscalate)) throw EngineError("card " + d.name + ": bad mode cost");
    cs.mode_cost_kind = static_cast<ModeCostKind>(mck);
    cs.mode_cost = r.Cost();
    if (mck && (d.spell_ability < 0 || d.abilities[d.spell_ability].n_modes == 0))
      throw EngineError("card " + d.name + ": entwine and escalate need a modal spell (702.42a, 702.120a)");
    if (r.I()) d.cast_flags |= CardDef::kWorksFromHand;
    cs.has_replicate = r.I() != 0;  // appended: replicate, then its cost if any (702.56a)
    if (cs.has_replicate) cs.replicate = r.Cost();
    if (cs.has_replicate && (cs.replicate.Empty() || cs.replicate.x))
      throw EngineError("card " + d.name + ": bad replicate cost");
    for (AltCost& ac : cs.alt_costs) {  // appended: cards its cost exiles from the graveyard (702.138a)
      ac.exile_other = r.I();           // (or from hand, 118.9), what they are; life it pays (119.4)
      ac.exile_sel = r.I();
      ac.life = r.I();
      check_sel(ac.exile_sel, d.name);
      if (ac.exile_other < 0 || ac.exile_other > 20 ||
          (ac.exile_other && ac.from != Zone::kGraveyard && ac.from != Zone::kHand) ||
          (ac.exile_sel >= 0 && !ac.exile_other) || ac.life < 0 || ac.life > 100)
        throw EngineError("card " + d.name + ": bad alternative cost exile count");
    }
    for (AltCost& ac : cs.alt_costs) {  // appended: where those cards come from and go (118.9)
      const int from = r.I(), to = r.I();
      ac.take_from = static_cast<Zone>(from);
      ac.take_to = static_cast<Zone>(to);
      const bool ok_from = ac.take_from == ac.from ||
                           (ac.take_from == Zone::kBattlefield && ac.from == Zone::kHand);
      const bool ok_to = ac.take_to == Zone::kExile || (ac.take_to == Zone::kHand && ac.take_from == Zone::kBattlefield);
      if (!ok_from || !ok_to) throw EngineError("card " + d.name + ": bad alternative cost zones");
    }
    const int steps = r.I(), turn = r.I();  // appended: "Cast this spell only during ..." (601.3)
    if (steps < 0 || steps >= (1 << (static_cast<int>(Step::kCleanup) + 1)) || turn < 0 ||
        turn > kOpponentsTurn)
      throw EngineError("card " + d.name + ": bad casting restriction");
    cs.cast_steps = static_cast<uint16_t>(steps);
    cs.cast_turn = static_cast<uint8_t>(turn);
    if (steps || turn) d.cast_flags |= CardDef::kCastTiming;
    if (r.I()) d.cast_flags |= CardDef::kOpeningHand;  // appended: 103.6a
    d.hexproof_from = static_cast<uint32_t>(r.I());   // appended: "hexproof from <quality>" (702.11d)
    if ((d.hexproof_from & ~kHexFromAll) || ((d.keywords & kHexproofFrom) != 0) != (d.hexproof_from != 0))
      throw EngineError("card " + d.name + ": bad hexproof qualities");
    // Appended: abilities granted as long as a level condition holds (716.2a, 711.2a-b,
    // 719.3): per gate its condition and the abilities, static and replacement abilities
    // it grants (bit sets).
    const int ng = r.I();
    if (ng < 0 || ng > 16) throw EngineError("card " + d.name + ": bad level gates");
    for (int g = 0; g < ng; ++g) {
      CardDef::Gate gate;
      gate.cond = ReadCond(r);
      const uint32_t lo = static_cast<uint32_t>(r.I()), hi = static_cast<uint32_t>(r.I());
      gate.abilities = lo | (uint64_t{hi} << 32);
      gate.statics = static_cast<uint32_t>(r.I());
      gate.reps = static_cast<uint32_t>(r.I());
      if (gate.cond.kind != CondKind::kClassLevelAtLeast && gate.cond.kind != CondKind::kLevelCounters &&
          gate.cond.kind != CondKind::kSolved)
        throw EngineError("card " + d.name + ": a gate's condition is a level or solved (716.2a, 711.2, 719.3)");
      if ((gate.abilities & ~d.printed_abilities) || (gate.statics & ~d.all_statics) || (gate.reps & ~d.all_reps))
        throw EngineError("card " + d.name + ": a gate names abilities the card doesn't have");
      d.default_abilities &= ~gate.abilities;
      d.all_statics &= ~gate.statics;
      d.all_reps &= ~gate.reps;
      d.gates.push_back(gate);
    }
    for (const AbilityDef& a : d.abilities)
      for (const Instr& in : a.program)
        if ((in.op == Op::kSetClassLevel && (in.a < 2 || in.a > 99)) ||
            (in.op == Op::kRollDie && (in.a < 1 || in.a > 1000 || in.b < -1000 || in.b > 1000)))
          throw EngineError("card " + d.name + ": bad class level or die");
    const int ub = r.I();  // appended: "can't be blocked by <what>" (509.1b)
    check_sel(ub, d.name);
    // 509.1b, 613.10: the selector of its printed "can't be blocked by <what>", or of
    // its own abilities' effect "this creature can't be blocked this turn except by ..."
    bool effect_ub = false;
    for (const ChangeDef& c : d.changes) effect_ub |= (c.restrict_kw & kCantBeBlockedBy) != 0;
    if (ub > INT16_MAX || ((d.keywords & kCantBeBlockedBy) != 0 || effect_ub) != (ub >= 0))
      throw EngineError("card " + d.name + ": bad 'can't be blocked by' selector");
    d.unblockable_by = static_cast<int16_t>(ub);
    const int aura = r.I();  // appended: bestow's "Aura" subtype id (702.103b), or -1
    if (aura < -1 || aura >= nst || aura > INT16_MAX) throw EngineError("card " + d.name + ": bad Aura subtype");
    d.aura_subtype = static_cast<int16_t>(aura);
    const int fda = r.I();  // appended: an ability it has only while face down (702.168a), or -1
    if (fda < -1 || fda >= static_cast<int>(d.abilities.size()) || fda >= 64 || (fda >= 0 && !d.disguise))
      throw EngineError("card " + d.name + ": bad face-down ability");
    d.face_down_ability = static_cast<int8_t>(fda);
    // appended: "If <condition>, you may choose both instead." (700.2): the most modes
    // then (0: none) and the condition
    const int more = r.I();
    cs.more_modes_if = ReadCond(r);
    if (more < 0 || more > 8 || (more > 0 && (d.spell_ability < 0 || more > d.abilities[d.spell_ability].n_modes)))
      throw EngineError("card " + d.name + ": bad 'choose more modes instead'");
    cs.more_modes = static_cast<uint8_t>(more);
    if (fda >= 0) {
      d.printed_abilities &= ~(uint64_t{1} << fda);
      d.default_abilities &= ~(uint64_t{1} << fda);
    }
    for (const AltCost& ac : cs.alt_costs)
      if (ac.kind == AltCostKind::kBestow && (aura < 0 || ac.ability < 0 || !(d.types & kCreature)))
        throw EngineError("card " + d.name + ": bestow needs a creature card, its Aura subtype and its target (702.103a-b)");
    if ((d.spell_ability >= 0 && d.abilities[d.spell_ability].n_modes > 0) || d.cost.x > 0 ||
        cs.kicker_kind != KickerKind::kNone || cs.add_cost.kind != AddCostKind::kNone || cs.has_replicate)
      d.cast_flags |= CardDef::kCastExtras;
  }
  if (!r.Done()) throw EngineError("card blob: trailing data");
  db->face_of_.assign(n, -1);
  for (int i = 0; i < n; ++i)
    for (DefId f : db->faces_[i]) {
      if (db->face_of_[f] >= 0 || !db->faces_[f].empty())
        throw EngineError("card " + db->defs_[i].name + ": its face is another card's face too");
      db->face_of_[f] = i;
      db->defs_[f].adventure = db->defs_[i].layout == Layout::kAdventure;
      db->defs_[f].prototyped = db->defs_[i].layout == Layout::kPrototype;
    }
  db->front_face_.assign(n, -1);
  for (int i = 0; i < n; ++i) {
    const DefId b = db->back_face_[i];
    if (b < 0) continue;
    if (db->front_face_[b] >= 0 || db->back_face_[b] >= 0)
      throw EngineError("card " + db->defs_[i].name + ": its back face is another card's face too");
    db->front_face_[b] = i;
    db->defs_[b].is_back_face = true;
  }
  db->subtype_kind_.resize(nst, kSubCreature);
  // CR 702.73a: changeling is a characteristic-defining ability making the object
  // every creature type.  A CDA applies first in layer 4 (613.3) and in every zone
  // (604.3), so it is the card's own subtype set: every creature type the database
  // knows (a selector can only name those), after its printed subtypes.  Copies
  // copy it (707.2); later layer-4 effects still change it.
  for (CardDef& d : db->defs_) {
    if (!(d.keywords & kChangeling)) continue;
    for (int st = 0; st < nst; ++st) {
      if (db->subtype_kind_[st] != kSubCreature ||
          std::find(d.subtype_ids.begin(), d.subtype_ids.end(), st) != d.subtype_ids.end())
        continue;
      d.subtype_ids.push_back(st);
      d.subtypes.push_back(db->subtype_names_[st]);
    }
  }
  for (int i = 0; i < nst; ++i)  // CR 714.1: the enchantment type of Sagas (a rules word)
    if (db->subtype_names_[i] == "Saga") db->saga_subtype_ = i;
    else if (db->subtype_names_[i] == "Flagbearer") db->flagbearer_subtype_ = i;  // the player rule's word
  static const char* kBasic[5] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
  for (int c = 0; c < 5; ++c) {
    for (int i = 0; i < nst; ++i)
      if (db->subtype_names_[i] == kBasic[c]) db->basic_land_type_[c] = i;
    AbilityDef& a = db->basic_mana_[c];  // CR 305.6
    a.kind = AbilityKind::kMana;
    a.text = std::string("{T}: Add {") + kManaSymbols[c] + "}.";
    a.tap = true;
    a.mana_color = c;
    a.intrinsic = static_cast<int8_t>(c);
    a.n_units = 1;
    a.units[0] = static_cast<uint8_t>(1u << c);
    Instr in;
    in.op = Op::kAddMana;
    in.c = c;
    in.amount = 1;
    a.program.push_back(in);
  }
  return db;
}

DefId CardDb::Find(const std::string& name) const {
  for (int i = 0; i < Size(); ++i)
    if (defs_[i].name == name) return i;
  return -1;
}

}  // namespace mtg
