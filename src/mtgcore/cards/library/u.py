"""Cards whose names begin with U."""

from mtgcore.cards.dsl import (Card, Change, Choose, DrawCards, Escaped, GainLife, IfNot, May,
                               OnAttack, OnEnter, Pump, PutCounters, PutOntoBattlefield, ReturnToHand,
                               Sacrifice, Sel, Static, Triggered)

CARDS = [
    Card(
        name="Ulamog's Crusher",
        cost="{8}",
        type_line="Creature — Eldrazi",
        oracle=("Annihilator 2 (Whenever this creature attacks, defending player sacrifices two "
                "permanents of their choice.)\n"
                "This creature attacks each combat if able."),
        power=8,
        toughness=8,
        keywords=["annihilator 2", "attacks each combat if able"],
    ),
    Card(
        name="Uncaged Fury",
        cost="{2}{R}",
        type_line="Instant",
        oracle="Target creature gets +1/+1 and gains double strike until end of turn.",
        spell=[Pump(1, 1, target="creature", keywords=["double strike"])],
    ),
    Card(
        name="Underground Sea",
        type_line="Land — Island Swamp",
        oracle="({T}: Add {U} or {B}.)",
    ),
    Card(
        name="Unexpected Fangs",
        cost="{1}{B}",
        type_line="Instant",
        oracle="Put a +1/+1 counter and a lifelink counter on target creature.",
        spell=[PutCounters("+1/+1", 1, target="creature"), PutCounters("lifelink", 1, subject="target:0")],
    ),
    Card(
        name="Unholy Strength",
        cost="{B}",
        type_line="Enchantment — Aura",
        oracle="Enchant creature\nEnchanted creature gets +2/+1.",
        enchant="creature",
        statics=[Static("Enchanted creature gets +2/+1.", Change(plus_power=2, plus_toughness=1), affects="attached")],
    ),
    Card(
        name="Unsummon",
        cost="{U}",
        type_line="Instant",
        oracle="Return target creature to its owner's hand.",
        spell=[ReturnToHand(target="creature")],
    ),
    Card(
        name="Urborg, Tomb of Yawgmoth",
        type_line="Legendary Land",
        oracle="Each land is a Swamp in addition to its other land types.",
        statics=[Static("Each land is a Swamp in addition to its other land types.",
                        Change(add_subtypes=["Swamp"]), affects="land")],  # 305.6: {T}: Add {B}
    ),
    Card(
        name="Uro, Titan of Nature's Wrath",
        cost="{1}{G}{U}",
        type_line="Legendary Creature — Elder Giant",
        oracle=("When Uro enters, sacrifice it unless it escaped.\n"
                "Whenever Uro enters or attacks, you gain 3 life and draw a card, then you may "
                "put a land card from your hand onto the battlefield.\n"
                "Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard. (You may cast "
                "this card from your graveyard for its escape cost.)"),
        power=6,
        toughness=6,
        abilities=[
            # CR 702.138b: checked as the ability resolves ("unless", not an intervening "if").
            Triggered("When Uro enters, sacrifice it unless it escaped.", OnEnter(),
                      [IfNot(Escaped(), Sacrifice(subject="self"))]),
        ] + [Triggered("Whenever Uro enters or attacks, you gain 3 life and draw a card, then you "
                       "may put a land card from your hand onto the battlefield.", on,
                       [GainLife(3), DrawCards(1),
                        May(Choose(Sel(types=("land",), zone="hand", owner="you",
                                       text="land card in your hand")),
                            PutOntoBattlefield(subject="chosen"))])
             for on in (OnEnter(), OnAttack())],
        escape="{G}{G}{U}{U}, Exile five other cards from your graveyard",
    ),
]
