"""Cards whose names begin with S."""

from mtgcore.cards.dsl import (Amount, ApplyEffect, Card, Change, CreateTokens, DealDamage,
                               DrawCards, EntersWithCounters, Exile, GainLife, May, OnAttack,
                               OnCombatDamageToPlayer, OnDies, OnEnter, OnLeave, Pump,
                               PutCounters, Sel, Tap, Token, Triggered)

CARDS = [
    Card(
        name="Savannah Lions",
        cost="{W}",
        type_line="Creature — Cat",
        oracle="",
        power=2,
        toughness=1,
    ),
    Card(
        name="Scroll Thief",
        cost="{2}{U}",
        type_line="Creature — Merfolk Rogue",
        oracle="Whenever this creature deals combat damage to a player, draw a card.",
        power=1,
        toughness=3,
        abilities=[Triggered("Whenever this creature deals combat damage to a player, draw a "
                             "card.", OnCombatDamageToPlayer(), [DrawCards(1)])],
    ),
    Card(
        name="Seasoned Marshal",
        cost="{2}{W}{W}",
        type_line="Creature — Human Soldier",
        oracle="Whenever this creature attacks, you may tap target creature.",
        power=2,
        toughness=2,
        abilities=[Triggered("Whenever this creature attacks, you may tap target creature.",
                             OnAttack(), May(Tap(target="creature")))],
    ),
    Card(
        name="Sengir Autocrat",
        cost="{3}{B}",
        type_line="Creature — Human",
        oracle=("When this creature enters, create three 0/1 black Serf creature tokens.\n"
                "When this creature leaves the battlefield, exile all Serf tokens."),
        power=2,
        toughness=2,
        abilities=[
            Triggered("When this creature enters, create three 0/1 black Serf creature tokens.",
                      OnEnter(), [CreateTokens(3, Token("Serf", "B", 0, 1))]),
            Triggered("When this creature leaves the battlefield, exile all Serf tokens.",
                      OnLeave(), [Exile(each=Sel(subtype="Serf", token=True, text="Serf token"))]),
        ],
    ),
    Card(
        name="Serra Angel",
        cost="{3}{W}{W}",
        type_line="Creature — Angel",
        oracle="Flying, vigilance",
        power=4,
        toughness=4,
        keywords=["flying", "vigilance"],
    ),
    Card(
        name="Servant of the Scale",
        cost="{G}",
        type_line="Creature — Human Soldier",
        oracle=("This creature enters with a +1/+1 counter on it.\n"
                "When this creature dies, put X +1/+1 counters on target creature you "
                "control, where X is the number of +1/+1 counters on this creature."),
        power=0,
        toughness=0,
        abilities=[Triggered(
            "When this creature dies, put X +1/+1 counters on target creature you control, "
            "where X is the number of +1/+1 counters on this creature.", OnDies(),
            [PutCounters("+1/+1", Amount("counters on self"), target="creature you control")])],
        replacements=[EntersWithCounters("+1/+1", 1,
                                         "This creature enters with a +1/+1 counter on it.")],
    ),
    Card(
        name="Shock",
        cost="{R}",
        type_line="Instant",
        oracle="Shock deals 2 damage to any target.",
        spell=[DealDamage(2, target="any")],
    ),
    Card(
        name="Sickle Ripper",
        cost="{1}{B}",
        type_line="Creature — Elemental Warrior",
        oracle="Wither (This deals damage to creatures in the form of -1/-1 counters.)",
        power=2,
        toughness=1,
        keywords=["wither"],
    ),
    Card(
        name="Silver Knight",
        cost="{W}{W}",
        type_line="Creature — Human Knight",
        oracle="First strike, protection from red",
        power=2,
        toughness=2,
        keywords=["first strike", "protection from red"],
    ),
    Card(
        name="Silvercoat Lion",
        cost="{1}{W}",
        type_line="Creature — Cat",
        oracle="",
        power=2,
        toughness=2,
    ),
    Card(
        name="Skyhunter Patrol",
        cost="{2}{W}{W}",
        type_line="Creature — Cat Knight",
        oracle=("Flying, first strike (This creature can't be blocked except by "
                "creatures with flying or reach, and it deals combat damage before "
                "creatures without first strike.)"),
        power=2,
        toughness=3,
        keywords=["flying", "first strike"],
    ),
    Card(
        name="Sorin's Thirst",
        cost="{B}{B}",
        type_line="Instant",
        oracle="Sorin's Thirst deals 2 damage to target creature and you gain 2 life.",
        spell=[DealDamage(2, target="creature"), GainLife(2)],
    ),
    Card(
        name="Soul Snuffers",
        cost="{2}{B}{B}",
        type_line="Creature — Elemental Shaman",
        oracle="When this creature enters, put a -1/-1 counter on each creature.",
        power=3,
        toughness=3,
        abilities=[Triggered("When this creature enters, put a -1/-1 counter on each creature.",
                             OnEnter(), [PutCounters("-1/-1", 1, each="creature")])],
    ),
    Card(
        name="Soul Warden",
        cost="{W}",
        type_line="Creature — Human Cleric",
        oracle="Whenever another creature enters, you gain 1 life.",
        power=1,
        toughness=1,
        abilities=[Triggered("Whenever another creature enters, you gain 1 life.",
                             OnEnter("another creature"), [GainLife(1)])],
    ),
    Card(
        name="Sower of Temptation",
        cost="{2}{U}{U}",
        type_line="Creature — Faerie Wizard",
        oracle=("Flying\nWhen this creature enters, gain control of target creature for as long "
                "as this creature remains on the battlefield."),
        power=2,
        toughness=2,
        keywords=["flying"],
        abilities=[Triggered("When this creature enters, gain control of target creature for as "
                             "long as this creature remains on the battlefield.", OnEnter(),
                             [ApplyEffect(Change(gain_control=True), target="creature",
                                          duration="while source on battlefield")])],
    ),
    Card(
        name="Steadfast Guard",
        cost="{W}{W}",
        type_line="Creature — Human Rebel",
        oracle="Vigilance (Attacking doesn't cause this creature to tap.)",
        power=2,
        toughness=2,
        keywords=["vigilance"],
    ),
    Card(
        name="Steppe Lynx",
        cost="{W}",
        type_line="Creature — Cat",
        oracle=("Landfall — Whenever a land you control enters, this creature gets +2/+2 until "
                "end of turn."),
        power=0,
        toughness=1,
        abilities=[Triggered("Landfall — Whenever a land you control enters, this creature gets "
                             "+2/+2 until end of turn.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             [Pump(2, 2, subject="self")])],
    ),
    Card(
        name="Storm Crow",
        cost="{1}{U}",
        type_line="Creature — Bird",
        oracle=("Flying (This creature can't be blocked except by creatures with flying "
                "or reach.)"),
        power=1,
        toughness=2,
        keywords=["flying"],
    ),
    Card(
        name="Strangleroot Geist",
        cost="{G}{G}",
        type_line="Creature — Spirit",
        oracle=("Haste\nUndying (When this creature dies, if it had no +1/+1 counters on "
                "it, return it to the battlefield under its owner's control with a +1/+1 "
                "counter on it.)"),
        power=2,
        toughness=1,
        keywords=["haste", "undying"],
    ),
    Card(
        name="Suntail Hawk",
        cost="{W}",
        type_line="Creature — Bird",
        oracle="Flying",
        power=1,
        toughness=1,
        keywords=["flying"],
    ),
    # CR 305.6: the basic land type grants "{T}: Add {B}." (added by the DSL).
    Card(
        name="Swamp",
        type_line="Basic Land — Swamp",
        oracle="({T}: Add {B}.)",
    ),
    Card(
        name="Swords to Plowshares",
        cost="{W}",
        type_line="Instant",
        oracle="Exile target creature. Its controller gains life equal to its power.",
        spell=[Exile(target="creature"),
               GainLife(Amount("power of target"), subject="target controller:0")],
    ),
    Card(
        name="Syndic of Tithes",
        cost="{1}{W}",
        type_line="Creature — Human Cleric",
        oracle=("Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each "
                "opponent loses 1 life and you gain that much life.)"),
        power=2,
        toughness=2,
        keywords=["extort"],
    ),
]
