"""Selectors: one predicate language for objects and players (DESIGN point 4).

A :class:`Sel` describes "target creature an opponent controls", "another
nonblack creature", "artifact or enchantment", "each opponent", "creatures with
power 2 or less" or "a creature card in your graveyard".  It compiles to one
fixed record that the engine evaluates on derived characteristics.  Common
phrases are available by name (:data:`PHRASES`): ``target="creature you control"``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant",
              "kindred", "land", "planeswalker", "sorcery")
SUPERTYPES = ("basic", "legendary", "ongoing", "snow", "world")
COLORS = "WUBRG"
COLOR_WORDS = ("white", "blue", "black", "red", "green")
#: Keyword abilities the engine knows as flags (same order as the engine's bits).
KEYWORDS = ("flying", "reach", "first strike", "double strike", "trample",
            "deathtouch", "lifelink", "vigilance", "haste", "defender",
            "can't block", "flash", "indestructible", "hexproof", "shroud", "infect",
            "wither", "protection", "ward", "toxic",
            # evasion (CR 509.1b) and declaration restrictions/requirements (508.1c-d, 509.1c)
            "menace", "skulk", "intimidate", "fear", "shadow", "horsemanship", "landwalk",
            "can't attack", "can't attack alone", "attacks each combat if able",
            "blocks each combat if able", "flanking",
            # "can't attack you unless their controller pays {N} for each" (508.1h)
            "attack tax",
            # "No more than N creatures can attack / block each combat" (508.1c, 509.1b)
            "attack limit", "block limit",
            # "~ can't attack unless defending player controls a <subtype>" (508.1c)
            "attack condition",
            # 702.73a: every creature type (a CDA in every zone, 604.3)
            "changeling",
            # 702.61a
            "split second",
            # 702.19c (a variant of trample: it tramples too)
            "trample over planeswalkers",
            # 702.145b, 702.145e (day and night, 730)
            "daybound", "nightbound",
            # 702.11d: "hexproof from <quality>" (the qualities: Card.hexproof_from)
            "hexproof from",
            # 509.1b: restrictions on blocks ("can't be blocked by <what>": Card.unblockable_by)
            "can't be blocked", "can block only creatures with flying", "can't be blocked by",
            # 702.131a: ascend (the city's blessing)
            "ascend")
#: The subtype word standing for "the chosen type" of the ability's source (a creature
#: type chosen as it entered, CR 614.12a): Sel(subtype=CHOSEN_TYPE), Change(add_subtypes=CHOSEN_TYPE).
CHOSEN_TYPE = "the chosen type"
#: The engine's subtype id for it (kChosenSubtype).
CHOSEN_TYPE_ID = -2
#: Objects on the stack a selector may name (CR 115.2), the engine's bits in order.
STACK_OBJECTS = ("spell", "activated ability", "triggered ability")
ZONES = ("none", "library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
_REL = {"any": 0, "you": 1, "opponent": 2}
_PLAYERS = {"none": 0, "also": 1, "only": 2}


def _bits(words, vocab, what):
    out = 0
    for w in words:
        if w not in vocab:
            raise ValueError(f"unknown {what} {w!r} (known: {', '.join(vocab)})")
        out |= 1 << vocab.index(w)
    return out


def _kw_words(bits: int) -> tuple[int, int]:
    """A 64-bit keyword set as the card blob's two int32 words, low first."""
    return bits & 0xFFFFFFFF, (bits >> 32) & 0xFFFFFFFF


def _color_bits(words):
    out = 0
    for w in words:
        w = w.lower()
        if w in COLOR_WORDS:
            out |= 1 << COLOR_WORDS.index(w)
        elif len(w) == 1 and w.upper() in COLORS:
            out |= 1 << COLORS.index(w.upper())
        else:
            raise ValueError(f"unknown color {w!r}")
    return out


@dataclass(frozen=True)
class Sel:
    """A selector.  Every field narrows what matches; the defaults match any
    permanent (objects on the battlefield, no players).

    ``players``: "none" (objects only), "also" (players too, e.g. "any target"),
    "only" (players only); ``player`` then restricts them ("you", "opponent").
    ``controller``/``owner``: "any", "you", "opponent" (relative to the
    ability's controller).  ``zone``: where the objects are.
    """

    types: tuple = ()           # has one of these card types
    all_types: tuple = ()       # has all of these ("artifact creature")
    not_types: tuple = ()       # has none of these ("nonland")
    supertypes: tuple = ()
    colors: tuple = ()          # has one of these colors
    not_colors: tuple = ()      # "nonblack"
    keywords: tuple = ()
    not_keywords: tuple = ()
    subtype: str | None = None
    controller: str = "any"
    owner: str = "any"
    another: bool = False
    tapped: bool | None = None
    token: bool | None = None
    attacking: bool = False
    blocking: bool = False
    power_le: int | None = None
    power_ge: int | None = None
    toughness_le: int | None = None
    toughness_ge: int | None = None
    mv_le: int | None = None
    mv_ge: int | None = None
    zone: str = "battlefield"
    players: str = "none"
    player: str = "any"
    not_supertypes: tuple = ()  # "nonbasic"
    not_subtype: str | None = None  # "non-Aura"
    #: With zone "stack": which objects on the stack (CR 115.2, 109.1): any of "spell",
    #: "activated ability", "triggered ability" (default: spells).  The other fields
    #: describe spells: abilities have no types or colors.
    stack_objs: tuple = ()
    #: "... with a single target" (CR 115.9a): a spell or ability whose target was
    #: chosen exactly once.
    single_target: bool = False
    text: str = ""
    #: "a Plains or Island card", "artifact, enchantment, or nonbasic land": another
    #: selector this one may match instead (a disjunction of whole selectors).  The
    #: alternative narrows only what an object is (types, subtypes, colors, keywords,
    #: P/T, mana value, tapped, token, combat); where the objects are and who controls or
    #: owns them (zone, players, controller, owner, "another") are this selector's and
    #: shared (:data:`SHARED_FIELDS`: the alternative leaves them at their defaults).
    alt: "Sel | None" = None

    def __post_init__(self):
        for f in ("types", "all_types", "not_types", "supertypes", "colors", "not_colors",
                  "keywords", "not_keywords", "not_supertypes", "stack_objs"):
            v = getattr(self, f)
            if isinstance(v, str):
                object.__setattr__(self, f, (v,))
        if self.alt is not None:
            if not isinstance(self.alt, Sel):
                raise ValueError("alt must be a Sel")
            for f in SHARED_FIELDS:
                if getattr(self.alt, f) != _DEFAULTS[f]:
                    raise ValueError(f"a selector's alternative takes {f} from the selector it "
                                     f"completes (leave it at its default)")
        self.record(lambda s: 0, lambda s: 0)  # validates

    @property
    def selects_players(self) -> bool:
        return self.players != "none"

    @property
    def selects_objects(self) -> bool:
        return self.players != "only"

    def describe(self) -> str:
        return self.text or _describe(self)

    def alternatives(self) -> list:
        """This selector and each alternative, every one with the shared fields."""
        out, s = [], self
        while s is not None:
            out.append(replace_shared(s, self))
            s = s.alt
        return out

    def record(self, subtype_id, sel_id=None) -> tuple:
        """The engine's fixed record (29 ints); ``subtype_id`` interns a subtype,
        ``sel_id`` a selector (the alternative's)."""
        if self.controller not in _REL or self.owner not in _REL or self.player not in _REL:
            raise ValueError("controller/owner/player must be 'any', 'you' or 'opponent'")
        if self.players not in _PLAYERS:
            raise ValueError("players must be 'none', 'also' or 'only'")
        if self.zone not in ZONES:
            raise ValueError(f"unknown zone {self.zone!r}")
        if (self.stack_objs or self.single_target) and self.zone != "stack":
            raise ValueError("stack_objs / single_target select objects on the stack (zone='stack')")

        def cmp(le, ge):
            if le is not None and ge is not None:
                return (3, le) if le == ge else (1, le)
            if le is not None:
                return 1, le
            if ge is not None:
                return 2, ge
            return 0, 0
        combat = (1 if self.attacking else 0) + (2 if self.blocking else 0)
        tri = lambda v: 0 if v is None else (1 if v else 2)
        return (_bits(self.types, CARD_TYPES, "card type"),
                _bits(self.all_types, CARD_TYPES, "card type"),
                _bits(self.not_types, CARD_TYPES, "card type"),
                _bits(self.supertypes, SUPERTYPES, "supertype"),
                _color_bits(self.colors), _color_bits(self.not_colors),
                *_kw_words(_bits(self.keywords, KEYWORDS, "keyword")),
                *_kw_words(_bits(self.not_keywords, KEYWORDS, "keyword")),
                _subtype_id(self.subtype, subtype_id),
                _REL[self.controller], _REL[self.owner], int(self.another),
                tri(self.tapped), tri(self.token), combat,
                *cmp(self.power_le, self.power_ge), *cmp(self.toughness_le, self.toughness_ge),
                *cmp(self.mv_le, self.mv_ge), ZONES.index(self.zone),
                _PLAYERS[self.players], _REL[self.player],
                _bits(self.not_supertypes, SUPERTYPES, "supertype"),
                _subtype_id(self.not_subtype, subtype_id),
                _bits(self.stack_objs, STACK_OBJECTS, "stack object"), int(self.single_target),
                -1 if self.alt is None else (sel_id or (lambda a: 0))(replace_shared(self.alt, self)))


#: The fields an alternative (Sel.alt) shares with the selector it completes.
SHARED_FIELDS = ("zone", "players", "player", "controller", "owner", "another", "stack_objs",
                 "single_target")


def replace_shared(alt: "Sel", head: "Sel") -> "Sel":
    """``alt`` with ``head``'s shared fields (and its own further alternatives)."""
    from dataclasses import replace
    if alt is head:
        return alt
    return replace(alt, **{f: getattr(head, f) for f in SHARED_FIELDS}, text="",
                   alt=None if alt.alt is None else alt.alt)


def _subtype_id(name, subtype_id) -> int:
    if name is None:
        return -1
    return CHOSEN_TYPE_ID if name == CHOSEN_TYPE else subtype_id(name)


def _describe(s: Sel) -> str:
    words = []
    if s.another:
        words.append("another")
    words += [f"non{t}" for t in s.not_supertypes]
    if s.not_subtype:
        words.append(f"non-{s.not_subtype}")
    words += [f"non{t}" for t in s.not_types] + [f"non{c}" for c in s.not_colors]
    if s.tapped is not None:
        words.append("tapped" if s.tapped else "untapped")
    words += list(s.colors)
    if s.alt is not None:
        from dataclasses import replace
        return f"{_describe(replace(s, alt=None, text=''))} or {_describe(replace_shared(s.alt, s))}"
    noun = " or ".join(s.types) if s.types else ("permanent" if s.zone == "battlefield" else "card")
    if s.subtype == CHOSEN_TYPE:
        noun = f"{noun} of the chosen type"
    elif s.subtype:
        noun = f"{s.subtype} {noun}"
    words.append(noun)
    if s.controller == "you":
        words.append("you control")
    elif s.controller == "opponent":
        words.append("an opponent controls")
    if s.players == "only":
        return {"you": "you", "opponent": "opponent"}.get(s.player, "player")
    if s.players == "also":
        words.append("or player")
    return " ".join(words)


_ANY_TYPES = ("creature", "planeswalker", "battle")
_ALL_STACK = ("spell", "activated ability", "triggered ability")
_ABILITIES = ("activated ability", "triggered ability")

#: Named selectors for common Oracle phrases (used by ``target=``/``each=``).
PHRASES: dict[str, Sel] = {
    "any": Sel(types=_ANY_TYPES, players="also", text="any target"),  # CR 115.4
    "creature": Sel(types=("creature",), text="creature"),
    "player": Sel(players="only", text="player"),
    "opponent": Sel(players="only", player="opponent", text="opponent"),
    "player or planeswalker": Sel(types=("planeswalker",), players="also", text="player or planeswalker"),
    "creature or player": Sel(types=("creature",), players="also", text="creature or player"),
    "creature or planeswalker": Sel(types=("creature", "planeswalker"), text="creature or planeswalker"),
    "creature you control": Sel(types=("creature",), controller="you", text="creature you control"),
    "creature an opponent controls": Sel(types=("creature",), controller="opponent",
                                         text="creature an opponent controls"),
    "creature you don't control": Sel(types=("creature",), controller="opponent",
                                      text="creature you don't control"),
    "another creature": Sel(types=("creature",), another=True, text="another creature"),
    "another creature you control": Sel(types=("creature",), another=True, controller="you",
                                        text="another creature you control"),
    "other creatures you control": Sel(types=("creature",), another=True, controller="you",
                                       text="other creatures you control"),
    "nonblack creature": Sel(types=("creature",), not_colors=("black",), text="nonblack creature"),
    "nonland permanent": Sel(not_types=("land",), text="nonland permanent"),
    "nonland permanent an opponent controls": Sel(not_types=("land",), controller="opponent",
                                                  text="nonland permanent an opponent controls"),
    "nonland permanent you don't control": Sel(not_types=("land",), controller="opponent",
                                               text="nonland permanent you don't control"),
    "nontoken creature": Sel(types=("creature",), token=False, text="nontoken creature"),
    "permanent": Sel(text="permanent"),
    "artifact": Sel(types=("artifact",), text="artifact"),
    "enchantment": Sel(types=("enchantment",), text="enchantment"),
    "artifact or enchantment": Sel(types=("artifact", "enchantment"), text="artifact or enchantment"),
    "artifact or creature": Sel(types=("artifact", "creature"), text="artifact or creature"),
    "land": Sel(types=("land",), text="land"),
    "planeswalker": Sel(types=("planeswalker",), text="planeswalker"),
    "attacking creature": Sel(types=("creature",), attacking=True, text="attacking creature"),
    "blocking creature": Sel(types=("creature",), blocking=True, text="blocking creature"),
    "attacking or blocking creature": Sel(types=("creature",), attacking=True, blocking=True,
                                          text="attacking or blocking creature"),
    "tapped creature": Sel(types=("creature",), tapped=True, text="tapped creature"),
    "creature with flying": Sel(types=("creature",), keywords=("flying",), text="creature with flying"),
    "creature without flying": Sel(types=("creature",), not_keywords=("flying",),
                                   text="creature without flying"),
    "creature card in your graveyard": Sel(types=("creature",), zone="graveyard", owner="you",
                                           text="creature card in your graveyard"),
    "card in a graveyard": Sel(zone="graveyard", text="card in a graveyard"),
    "basic land card": Sel(types=("land",), supertypes=("basic",), zone="library",
                           text="basic land card"),
    "creature card": Sel(types=("creature",), zone="library", text="creature card"),
    "card": Sel(zone="library", text="card"),
    "spell": Sel(zone="stack", text="spell"),
    # zone "none" as a target: a spell on the stack or a permanent (612.1)
    "spell or permanent": Sel(zone="none", text="spell or permanent"),
    "creature spell": Sel(types=("creature",), zone="stack", text="creature spell"),
    "noncreature spell": Sel(not_types=("creature",), zone="stack", text="noncreature spell"),
    "instant or sorcery spell": Sel(types=("instant", "sorcery"), zone="stack",
                                    text="instant or sorcery spell"),
    # Abilities on the stack as targets (CR 115.2; mana abilities never are, 605.3b).
    "spell or ability": Sel(zone="stack", stack_objs=_ALL_STACK, text="spell or ability"),
    "activated or triggered ability": Sel(zone="stack", stack_objs=_ABILITIES,
                                          text="activated or triggered ability"),
    "activated ability": Sel(zone="stack", stack_objs=("activated ability",),
                             text="activated ability"),
    "triggered ability": Sel(zone="stack", stack_objs=("triggered ability",),
                             text="triggered ability"),
    # "with a single target" (115.9a)
    "spell with a single target": Sel(zone="stack", single_target=True,
                                      text="spell with a single target"),
    "spell or ability with a single target": Sel(zone="stack", stack_objs=_ALL_STACK,
                                                 single_target=True,
                                                 text="spell or ability with a single target"),
    "activated ability with a single target": Sel(zone="stack", stack_objs=("activated ability",),
                                                  single_target=True,
                                                  text="activated ability with a single target"),
}


def sel(x) -> Sel:
    """A selector from a :class:`Sel` or a phrase of :data:`PHRASES`."""
    if isinstance(x, Sel):
        return x
    if isinstance(x, str) and x in PHRASES:
        return PHRASES[x]
    raise ValueError(f"unknown selector {x!r}; use a Sel(...) or one of: {', '.join(sorted(PHRASES))}")


SEL_FIELDS = tuple(f.name for f in fields(Sel))
_DEFAULTS = {f.name: f.default for f in fields(Sel)}
