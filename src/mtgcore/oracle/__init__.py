"""Every card from its Oracle text.

- :mod:`mtgcore.oracle.snapshot`: the bundled facts of every card (name, cost, type
  line, P/T, loyalty, defense, text, layout, faces), loaded lazily.
- :mod:`mtgcore.oracle.grammar` and :mod:`mtgcore.oracle.build`: the compiler from
  Oracle text to the card DSL (:class:`mtgcore.cards.dsl.Card`).  A card is built
  with its whole meaning or not at all; the reason is recorded.
"""
