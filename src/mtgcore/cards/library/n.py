"""Cards whose names begin with N."""

from mtgcore.cards.dsl import (Activated, Amount, ApplyEffect, Card, Change, Counter,
                               CreateTokens, DrawCards, GainLife, LoseLife, Loyalty, ManaAbility,
                               May, Monstrosity, OnCombatDamageToPlayer, OnEnter, OnLeave, Pump,
                               PutCounters, Sel, Static, Tap, Token, Triggered)

_LANDS_YOU_CONTROL = Sel(types=("land",), controller="you", text="land you control")

CARDS = [
    Card(
        name="Nadier's Nightblade",
        cost="{2}{B}",
        type_line="Creature — Elf Warrior",
        oracle=("Whenever a token you control leaves the battlefield, each opponent loses 1 life "
                "and you gain 1 life."),
        power=1,
        toughness=3,
        abilities=[Triggered("Whenever a token you control leaves the battlefield, each opponent "
                             "loses 1 life and you gain 1 life.",
                             OnLeave(Sel(token=True, controller="you", text="token you control")),
                             [LoseLife(1, subject="each opponent"), GainLife(1)])],
    ),
    Card(
        name="Nature's Revolt",
        cost="{3}{G}{G}",
        type_line="Enchantment",
        oracle="All lands are 2/2 creatures that are still lands.",
        statics=[Static("All lands are 2/2 creatures that are still lands.",
                        Change(add_types=["creature"], power=2, toughness=2), affects="land")],
    ),
    Card(
        name="Negate",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Counter target noncreature spell.",
        spell=[Counter("noncreature spell")],
    ),
    Card(
        name="Nessian Asp",
        cost="{4}{G}",
        type_line="Creature — Snake",
        oracle=("Reach\n"
                "{6}{G}: Monstrosity 4. (If this creature isn't monstrous, put four +1/+1 counters "
                "on it and it becomes monstrous.)"),
        power=4,
        toughness=5,
        keywords=["reach"],
        abilities=[Activated("{6}{G}: Monstrosity 4.", [Monstrosity(4)], cost="{6}{G}")],
    ),
    Card(
        name="Night's Whisper",
        cost="{1}{B}",
        type_line="Sorcery",
        oracle="You draw two cards and lose 2 life.",
        spell=[DrawCards(2), LoseLife(2)],
    ),
    Card(
        name="Nightmare",
        cost="{5}{B}",
        type_line="Creature — Nightmare Horse",
        oracle=("Flying (This creature can't be blocked except by creatures with flying or "
                "reach.)\n"
                "Nightmare's power and toughness are each equal to the number of Swamps you "
                "control."),
        power=0,
        toughness=0,
        keywords=["flying"],
        statics=[Static("Nightmare's power and toughness are each equal to the number of Swamps "
                        "you control.",
                        Change(power=1, toughness=1, pt_amount="count",
                               pt_of=Sel(subtype="Swamp", controller="you", text="Swamp you control")),
                        cda=True)],
    ),
    Card(
        name="Ninja of the Deep Hours",
        cost="{3}{U}",
        type_line="Creature — Human Ninja",
        oracle=("Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put "
                "this card onto the battlefield from your hand tapped and attacking.)\n"
                "Whenever this creature deals combat damage to a player, you may draw a card."),
        power=2,
        toughness=2,
        keywords=["ninjutsu {1}{U}"],
        abilities=[Triggered("Whenever this creature deals combat damage to a player, you may draw "
                             "a card.", OnCombatDamageToPlayer(), May(DrawCards(1)))],
    ),
    Card(
        name="Nissa, Voice of Zendikar",
        cost="{1}{G}{G}",
        type_line="Legendary Planeswalker — Nissa",
        oracle=("[+1]: Create a 0/1 green Plant creature token.\n"
                "[−2]: Put a +1/+1 counter on each creature you control.\n"
                "[−7]: You gain X life and draw X cards, where X is the number of lands you "
                "control."),
        loyalty=3,
        abilities=[Loyalty("[+1]: Create a 0/1 green Plant creature token.",
                           [CreateTokens(1, Token("Plant", "G", 0, 1))]),
                   Loyalty("[−2]: Put a +1/+1 counter on each creature you control.",
                           [PutCounters("+1/+1", each="creature you control")]),
                   Loyalty("[−7]: You gain X life and draw X cards, where X is the number of "
                           "lands you control.",
                           [GainLife(Amount("count", of=_LANDS_YOU_CONTROL)),
                            DrawCards(Amount("count", of=_LANDS_YOU_CONTROL))])],
    ),
    Card(
        name="Niveous Wisps",
        cost="{W}",
        type_line="Instant",
        oracle="Target creature becomes white until end of turn. Tap that creature.\nDraw a card.",
        spell=[ApplyEffect(Change(colors="W"), target="creature"), Tap(subject="target:0"),
               DrawCards(1)],
    ),
    Card(
        name="Noble Hierarch",
        cost="{G}",
        type_line="Creature — Human Druid",
        oracle=("Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 "
                "until end of turn.)\n{T}: Add {G}, {W}, or {U}."),
        power=0,
        toughness=1,
        keywords=["exalted"],
        abilities=[ManaAbility("G|W|U", "{T}: Add {G}, {W}, or {U}.")],
    ),
    Card(
        name="Norn's Annex",
        cost="{3}{W/P}{W/P}",
        type_line="Artifact",
        oracle=("({W/P} can be paid with either {W} or 2 life.)\nCreatures can't attack you or "
                "planeswalkers you control unless their controller pays {W/P} for each of those "
                "creatures."),
        keywords=["creatures can't attack you or planeswalkers you control unless their controller "
                  "pays {W/P} for each of those creatures"],  # CR 508.1h, 107.4f
    ),
    Card(
        name="Noxious Ghoul",
        cost="{3}{B}{B}",
        type_line="Creature — Zombie",
        oracle=("Whenever this creature or another Zombie enters, all non-Zombie creatures get "
                "-1/-1 until end of turn."),
        power=3,
        toughness=3,
        # Two events: this creature entering (a Zombie or not, as it enters), or another
        # Zombie entering.
        abilities=[Triggered("Whenever this creature or another Zombie enters, all non-Zombie "
                             "creatures get -1/-1 until end of turn.", on,
                             [Pump(-1, -1, each=Sel(types=("creature",), not_subtype="Zombie",
                                                    text="non-Zombie creature"))])
                   for on in (OnEnter(), OnEnter(Sel(subtype="Zombie", another=True,
                                                     text="another Zombie")))],
    ),
]
