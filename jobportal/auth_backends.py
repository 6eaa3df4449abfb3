"""Django's ModelBackend, reading a signed-in seeker's profile in the same query as the user.

Every signed-in request loads its user; the seeker's pages (a job's explanation panel, the
profile, "for you", applying, asking for an explanation) then read the profile in a second
query. Joined here, `User.seeker_profile` costs nothing more.
"""

from django.contrib.auth.backends import ModelBackend

from jobportal.models import User


class ProfileJoinedModelBackend(ModelBackend):
    def get_user(self, user_id):
        try:
            user = User._default_manager.select_related("profile").get(pk=user_id)
        except User.DoesNotExist:
            return None
        return user if self.user_can_authenticate(user) else None
