app_name = "explain"

urlpatterns: list = []
