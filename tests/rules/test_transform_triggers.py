"""Transform triggers and 701.27f (CR 701.27e-f, 113.7a): "When this creature
transforms into <face>" triggers on the face it transforms into (Archangel Avacyn //
Avacyn, the Purifier); an ability of a permanent transforms it only if it hasn't
transformed since the ability was put on the stack, or since a delayed trigger was
created (701.27f); an ability on the stack keeps its face's program as its source
transforms (113.7a)."""

from mtgcore.testing import Scenario

from _costs import lands, libraries  # noqa: E402


def _resolve_top(s):
    """Both players pass: the top of the stack resolves (and triggers wait on it)."""
    s.pass_priority()
    s.pass_priority()


def _avacyn_game(bears_a=1):
    s = Scenario()
    libraries(s)
    avacyn = s.battlefield("A", "Archangel Avacyn")
    mine = [s.battlefield("A", "Grizzly Bears") for _ in range(bears_a)]
    theirs = s.battlefield("B", "Grizzly Bears")
    lands(s, "Mountain", 2, player="A")
    return s, avacyn, mine, theirs


def test_701_27e_avacyn_transforms_into_avacyn_the_purifier_and_that_triggers():
    s, avacyn, (bears,), theirs = _avacyn_game()
    bolt = s.hand("A", "Lightning Bolt")
    s.start()
    s.cast("A", bolt, targets=[bears])           # a non-Angel creature A controls dies
    _resolve_top(s)
    assert s.zone(bears) == "graveyard"
    assert len(s.stack) == 1                     # "... at the beginning of the next upkeep"
    _resolve_top(s)                              # the delayed trigger is created
    assert s.name(avacyn) == "Archangel Avacyn"
    s.advance("upkeep", turn=2)
    assert len(s.stack) == 1                     # the delayed trigger: transform Avacyn
    _resolve_top(s)
    assert s.name(avacyn) == "Avacyn, the Purifier"
    assert (s.power(avacyn), s.toughness(avacyn)) == (6, 5)
    assert s.colors(avacyn) == {"red"}
    assert len(s.stack) == 1                     # 701.27e: "transforms into Avacyn, the Purifier"
    s.resolve()
    assert s.life("B") == 17 and s.life("A") == 20       # each opponent
    assert s.zone(theirs) == "graveyard"                  # each other creature
    assert s.zone(avacyn) == "battlefield" and s.damage(avacyn) == 0
    s.check_invariants()


def test_701_27f_a_delayed_trigger_doesnt_transform_a_permanent_that_transformed_since_it_was_created():
    """701.27f: two non-Angel creatures die: two delayed triggers, both created before
    Avacyn transformed; the first transforms her, the second is ignored -- she stays
    Avacyn, the Purifier rather than turning back (and the second, an ability of the
    front face, still resolves as that face's ability: 113.7a)."""
    s, avacyn, bears, theirs = _avacyn_game(bears_a=2)
    shocks = [s.hand("A", "Shock") for _ in range(2)]
    s.start()
    for sh, b in zip(shocks, bears):             # two die: two delayed triggers
        s.cast("A", sh, targets=[b])
        s.resolve()
    s.advance("upkeep", turn=2)
    assert s.pending.kind == "order_triggers"    # A's two delayed triggers
    s.choose("A", 0)
    assert len(s.stack) == 2
    _resolve_top(s)                              # the first transforms her ...
    assert s.name(avacyn) == "Avacyn, the Purifier"
    assert len(s.stack) == 2                     # ... her transform trigger on top
    _resolve_top(s)                              # 3 damage to each other creature and B
    assert s.life("B") == 17 and s.zone(theirs) == "graveyard"
    _resolve_top(s)                              # the second delayed trigger: ignored
    assert s.stack == []
    assert s.name(avacyn) == "Avacyn, the Purifier"
    assert (s.power(avacyn), s.toughness(avacyn)) == (6, 5)
    s.check_invariants()
