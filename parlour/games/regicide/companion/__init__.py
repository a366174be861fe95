"""Regicide's rules companion: its content (`content`), how players ask (`asked`), the rule a log
line tells of (`cites`) and the words players use (`terms`); read by `parlour.rules.content`."""
