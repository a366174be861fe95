"""The rules companion: one catalogue of rules, questions and mistakes; answers, rules pages, aid sheets.

The catalogue (`catalogue.py`) joins what the engines enforce (each game's rule sentences, the
same words its errors use) with what the seeds say around the rules (sources, FAQ, common
mistakes), held per game in `content/<game>.py`.
"""
