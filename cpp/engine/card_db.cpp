#include "card_db.h"

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
    c.colorless = I();
    c.x = I();
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

std::shared_ptr<const CardDb> CardDb::Load(const std::string& blob) {
  auto db = std::make_shared<CardDb>();
  db->blob_ = blob;
  Reader r(db->blob_);
  r.Expect("MTGDB\x01", 6);
  int n = r.I();
  if (n < 0 || n > 1000000) throw EngineError("card blob: bad card count");
  db->defs_.resize(n);
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
    d.keywords = r.I();
    d.is_token = r.I() != 0;
    int ns = r.I();
    for (int k = 0; k < ns; ++k) d.subtypes.push_back(r.S());
    d.oracle = r.S();
    int na = r.I();
    for (int k = 0; k < na; ++k) {
      AbilityDef a;
      a.kind = static_cast<AbilityKind>(r.I());
      a.text = r.S();
      a.cost = r.Cost();
      a.tap = r.I() != 0;
      a.sac = static_cast<SacCost>(r.I());
      int nt = r.I();
      if (nt < 0 || nt > kMaxTargets) throw EngineError("card " + d.name + ": too many targets");
      for (int t = 0; t < nt; ++t) a.targets.push_back(static_cast<TargetKind>(r.I()));
      int ni = r.I();
      for (int t = 0; t < ni; ++t) {
        Instr in;
        in.op = static_cast<Op>(r.I());
        in.target = static_cast<int8_t>(r.I());
        in.a = r.I();
        in.b = r.I();
        in.c = r.I();
        if (in.op == Op::kAddMana) a.mana_color = in.c;
        if (in.op == Op::kCreateTokens && (in.c < 0 || in.c >= n))
          throw EngineError("card " + d.name + ": bad token reference");
        a.program.push_back(in);
      }
      if (a.kind == AbilityKind::kSpell) d.spell_ability = k;
      if (a.kind == AbilityKind::kActivated) d.has_activated = true;
      if (a.kind == AbilityKind::kMana && a.tap && d.mana_ability < 0 && a.cost.Empty())
        d.mana_ability = k;
      d.abilities.push_back(std::move(a));
    }
  }
  if (!r.Done()) throw EngineError("card blob: trailing data");
  return db;
}

DefId CardDb::Find(const std::string& name) const {
  for (int i = 0; i < Size(); ++i)
    if (defs_[i].name == name) return i;
  return -1;
}

}  // namespace mtg
